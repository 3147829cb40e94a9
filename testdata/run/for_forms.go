// Tests every for form: three-clause, condition-only, infinite with break, range over
// integers (typed and untyped), arrays (ranging over a copy), pointers to arrays (no copy),
// slices (length evaluated once), and ranges with and without variables.
package main

func main() {
	for i := 0; i < 3; i++ {
		print(i, " ")
	}
	println()

	n := 1
	for n < 100 {
		n *= 3
	}
	println("cond-only:", n)

	k := 0
	for {
		k++
		if k == 5 {
			break
		}
	}
	println("infinite:", k)

	for i := range 4 {
		print(i, ";")
	}
	println()
	var limit uint8 = 3
	for i := range limit {
		var u uint8 = i
		print(u*100, " ")
	}
	println()
	count := 0
	for range 5 {
		count++
	}
	println("for range 5:", count)
	for i := range 0 {
		println("never", i)
	}

	arr := [4]int{1, 2, 3, 4}
	for i, v := range arr {
		arr[3] = 100 // the range expression is a copy of the array
		if i == 3 {
			println("array copy last:", v, arr[3])
		}
	}

	arr2 := [4]int{1, 2, 3, 4}
	for i, v := range &arr2 {
		arr2[3] = 100 // a pointer to an array is not copied
		if i == 3 {
			println("pointer last:", v)
		}
	}

	var pa *[3]string
	for i := range pa { // only the length is needed: no dereference of the nil pointer
		print(i)
	}
	println()

	s := []int{1, 2, 3}
	for i, v := range s {
		if i == 0 {
			s = s[:1] // the range length was evaluated once
			s[0] = 50
		}
		print(v, " ")
	}
	println(len(s))

	t := []string{"a", "b", "c"}
	for i := range t {
		t[i] = t[i] + t[i]
	}
	for _, v := range t {
		print(v, ",")
	}
	println()

	total := 0
	for i, j := 0, 10; i < j; i, j = i+1, j-1 {
		total += j - i
	}
	println("two vars:", total)

	var i int
	for i = 0; i < 10; i += 3 {
	}
	println("post-loop i:", i)

	sum := 0
	for _, row := range [2][3]int{{1, 2, 3}, {4, 5, 6}} {
		for _, v := range row {
			sum += v
		}
	}
	println("nested:", sum)

	var empty []int
	for range empty {
		println("never")
	}
}
