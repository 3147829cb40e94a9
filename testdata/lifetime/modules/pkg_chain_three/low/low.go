package low

var kept *int

func Store(p *int) { kept = p }

func Load() int { return *kept }
