// so/fmt with so/os and so/bufio, the usual way: Fprintf to os.Stdout and os.Stderr, errors
// printed with %v and %q, Fprintln to a bufio.Writer over a file, Fscan-free line reading
// with a Scanner, and a FileMode and a FileInfo's fields formatted.
package main

import (
	"solod.dev/so/bufio"
	"solod.dev/so/fmt"
	"solod.dev/so/os"
)

func main() {
	_, err := os.Open("missing.txt")
	fmt.Fprintf(os.Stderr, "error: %v\n", err)
	fmt.Printf("quoted: %q\n", err.Error())

	f, err := os.Create("table.txt")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	w := bufio.NewWriter(nil, &f)
	for i := 1; i <= 5; i++ {
		fmt.Fprintf(&w, "%2d %-6s|%5.2f\n", i, []string{"one", "two", "three", "four", "five"}[i-1], float64(i)/3)
	}
	w.Flush()
	w.Free()
	os.Chmod("table.txt", 0o640)
	fi, _ := f.Stat()
	fmt.Printf("%s %d bytes, mode %v (%o)\n", fi.Name(), fi.Size(), fi.Mode(), uint32(fi.Mode().Perm()))
	f.Close()
	_, err = f.Write([]byte("x"))
	fmt.Println("after close:", err)

	r, _ := os.Open("table.txt")
	sc := bufio.NewScanner(nil, &r)
	for n := 1; sc.Scan(); n++ {
		fmt.Fprintf(os.Stdout, "%d: %s\n", n, sc.Text())
	}
	sc.Free()
	r.Close()
	fmt.Println(os.Remove("table.txt"), os.Remove("table.txt"))
}
