package lib

type Keeper interface{ Keep(p *int) }

type slot struct{ p *int }

func (s *slot) Keep(p *int) { s.p = p }

var s slot

var K Keeper = &s

func Kept() int { return *s.p }
