// strconv's errors from So: *NumError with Go's messages for syntax, range, base and bit size
// errors of every parse function, errors.Is against the sentinel reasons, errors.As to
// *NumError, and errors returned up through a function of the program's.
package main

import (
	"solod.dev/so/errors"
	"solod.dev/so/strconv"
)

func parsePort(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, err
	}
	return n, nil
}

func main() {
	_, err := strconv.ParseInt("12a", 10, 64)
	println(err.Error(), errors.Is(err, strconv.ErrSyntax))
	_, err = strconv.Atoi("99999999999999999999")
	println(err.Error(), errors.Is(err, strconv.ErrRange))
	_, err = strconv.ParseInt("7", 1, 64)
	println(err.Error())
	_, err = strconv.ParseUint("7", 10, 65)
	println(err.Error())
	_, err = strconv.ParseFloat("1e400", 64)
	println(err.Error(), errors.Is(err, strconv.ErrRange))
	_, err = strconv.ParseBool("maybe")
	println(err.Error())
	_, err = strconv.ParseInt("\x00\xff\"q", 16, 8)
	println(err.Error())
	_, err = parsePort("80x")
	var ne *strconv.NumError
	if errors.As(err, &ne) {
		println("as", ne.Func, ne.Num, ne.Err == strconv.ErrSyntax)
	}
	for _, s := range []string{"1", "x", "2", "300000000000000000000"} {
		if _, err := parsePort(s); err != nil {
			println(s, "->", err.Error())
		}
	}
}
