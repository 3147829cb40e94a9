// ERROR: 15:14: cannot use a (variable of interface type any) as int value in variable declaration: need type assertion; 17:15: u.Email undefined (type Named has no field or method Email)
// Static error: an interface value cannot be used as a concrete type without a type
// assertion, and a method not in the interface cannot be called through it.
package main

type Named interface{ Name() string }

type User struct{ name string }

func (u User) Name() string  { return u.name }
func (u User) Email() string { return u.name + "@example.com" }

func main() {
	var a any = 3
	var n int = a
	var u Named = User{"ann"}
	println(n, u.Email())
}
