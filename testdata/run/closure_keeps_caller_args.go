// A function literal may keep what it is passed in the enclosing function's variables when the
// function it is passed to calls it only with memory of its own arguments (Words calls yield
// with substrings of s, each calls f with pointers into items): that memory belongs to the
// caller, so it lives as long as the caller's variables. Pointers into an array made in each
// iteration of a loop stay distinct: the array's storage is not reused across iterations.
package main

type Item struct {
	name string
	qty  int
}

func Words(s string, yield func(string) bool) {
	start := -1
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] != ' ' {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			if !yield(s[start:i]) {
				return
			}
			start = -1
		}
	}
}

func each(items []Item, f func(*Item)) {
	for i := range items {
		f(&items[i])
	}
}

func forEach(xs []int, f func(p *int)) {
	for i := range xs {
		f(&xs[i])
	}
}

func main() {
	text := string([]byte("the quick brownest fox jumps"))
	longest, count := "", 0
	Words(text, func(w string) bool {
		count++
		if len(w) > len(longest) {
			longest = w
		}
		return true
	})
	println(longest, count)

	var firstTwo []string
	buf := make([]string, 0, 4)
	firstTwo = buf
	Words("alpha beta gamma delta", func(w string) bool {
		firstTwo = append(firstTwo, w)
		return len(firstTwo) < 2
	})
	println(len(firstTwo), firstTwo[0], firstTwo[1])

	items := []Item{{"apple", 3}, {"pear", 7}, {"plum", 5}}
	var most *Item
	each(items, func(it *Item) {
		if most == nil || it.qty > most.qty {
			most = it
		}
	})
	most.qty++
	println(most.name, most.qty, items[1].qty)

	ptrs := make([]*int, 0, 8)
	for round := 0; round < 3; round++ {
		arr := [2]int{round * 10, round*10 + 1}
		forEach(arr[:], func(p *int) {
			ptrs = append(ptrs, p)
		})
	}
	for _, p := range ptrs {
		print(*p, " ")
	}
	println()

	kept := make([]string, 0, 8)
	for round := 0; round < 3; round++ {
		b := [4]byte{'a' + byte(round), 'b', ' ', 'z' - byte(round)}
		s := string(b[:])
		Words(s, func(w string) bool {
			kept = append(kept, w)
			return true
		})
	}
	for _, w := range kept {
		print(w, " ")
	}
	println()
}
