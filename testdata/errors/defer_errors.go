// ERROR: 10:8: defer discards result of len(s) (value of type int); 11:8: defer requires function call, not conversion int(3) (constant 3 of type int); 12:8: expression in defer must be function call; 13:8: expression in defer must not be parenthesized; 14:8: defer discards result of append(s, 2) (value of type []int)
// Misused defer statements: the expression must be a call, not parenthesized, not a
// conversion, and not a builtin whose result would be discarded.
package main

func f() int { return 1 }

func main() {
	s := []int{1}
	defer len(s)
	defer int(3)
	defer s
	defer (f())
	defer append(s, 2)
	defer f()
}
