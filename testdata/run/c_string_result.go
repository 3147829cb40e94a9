// A C function's char * result typed string becomes a So string (its bytes up to the NUL):
// strchr and strrchr search a decayed copy of the argument (a constant is passed as a C string
// literal); a NULL result is the empty string.
package main

//so:include <string.h>

//so:extern
func strchr(s string, c int32) string {
	for i := 0; i < len(s); i++ {
		if int32(s[i]) == c {
			return s[i:]
		}
	}
	return ""
}

//so:extern
func strrchr(s string, c int32) string {
	for i := len(s) - 1; i >= 0; i-- {
		if int32(s[i]) == c {
			return s[i:]
		}
	}
	return ""
}

func main() {
	path := "/usr/local/lib/libso.a"
	println(strchr(path, 'l'))
	println(strrchr(path, '/'))
	println(strchr("no slash here", '/') == "")
	println(len(strrchr("a.b.c", '.')), strrchr("a.b.c", '.'))
}
