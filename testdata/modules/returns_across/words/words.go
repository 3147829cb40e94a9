// Package words builds strings and errors that its callers keep: values a function returns
// live in its caller's frame, across packages too.
package words

// NotFound is an error whose message is built when it is asked for.
type NotFound struct {
	Word string
}

func (e NotFound) Error() string { return "word " + Quote(e.Word) + " not found" }

// Quote puts s between double quotes.
func Quote(s string) string { return "\"" + s + "\"" }

// Repeat joins n copies of s with sep.
func Repeat(s, sep string, n int) string {
	out := ""
	for i := 0; i < n; i++ {
		if i > 0 {
			out += sep
		}
		out += s
	}
	return out
}

// Find returns the index of w in list, or a NotFound error.
func Find(list []string, w string) (int, error) {
	for i, x := range list {
		if x == w {
			return i, nil
		}
	}
	return -1, NotFound{w}
}

// Fields splits s at spaces into a slice it makes.
func Fields(s string) []string {
	n := 1
	for i := 0; i < len(s); i++ {
		if s[i] == ' ' {
			n++
		}
	}
	out := make([]string, 0, n)
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return out
}
