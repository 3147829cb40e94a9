// ERROR: 18:12: ambiguous selector e.Name
// Static error: two embedded structs at the same depth both have a field Name, so the
// promoted selector is ambiguous.
package main

type Person struct{ Name string }

type Company struct{ Name string }

type Employee struct {
	Person
	Company
	ID int
}

func main() {
	e := Employee{Person{"ann"}, Company{"acme"}, 1}
	println(e.Name)
}
