package lib

var last []int

func Remember(s []int) { last = s }

func Last() []int { return last }
