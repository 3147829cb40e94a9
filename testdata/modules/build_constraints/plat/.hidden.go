package plat

neither is this one: names starting with . are ignored
