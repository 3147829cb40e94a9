package lib

func Sum(s []int) int {
	t := 0
	for _, x := range s {
		t += x
	}
	return t
}

func Double(p *int) int { return *p * 2 }
