// ERROR: 19:7: impossible type switch case: Raw
// Static error: a type switch case naming a type that cannot implement the switched
// interface.
package main

type Stringer interface{ String() string }

type ID int

func (i ID) String() string { return "id" }

type Raw int

func main() {
	var s Stringer = ID(1)
	switch v := s.(type) {
	case ID:
		println(int(v))
	case Raw:
		println(int(v))
	}
}
