// Tests loops that call functions returning values they make: an iteration that keeps the
// result only until it ends gives the memory back (a million calls do not grow the result
// stack), while results kept across iterations (appended to an outer slice, assigned to an
// outer variable) stay valid; nested loops, continue and break, ranges over returned slices.
package main

func name(i int) string {
	digits := "0123456789"
	return "n" + digits[i%10:i%10+1]
}

func pair(i int) []int { return []int{i, i * i} }

func main() {
	total := 0
	for i := 0; i < 1000000; i++ {
		total += len(name(i))
	}
	println(total)

	kept := make([]string, 0, 5)
	for i := 0; i < 5; i++ {
		kept = append(kept, name(i))
	}
	println(kept[0], kept[4], len(kept))

	last := ""
	for i := 0; i < 3; i++ {
		last = name(i + 5)
	}
	println(last)

	sum := 0
	for i := 0; i < 100; i++ {
		if i%2 == 0 {
			continue
		}
		for j := 0; j < 10; j++ {
			p := pair(j)
			sum += p[1]
			if j > 5 {
				break
			}
		}
	}
	println(sum)

	for k, v := range pair(7) {
		println(k, v, name(v))
	}
	words := []string{"a", "bb", "ccc"}
	n := 0
	for _, w := range words {
		n += len(name(len(w)))
	}
	println(n)
}
