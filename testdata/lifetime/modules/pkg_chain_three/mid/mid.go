package mid

import "example.com/lt/low"

func Pass(p *int) { low.Store(p) }
