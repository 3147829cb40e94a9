//go:build solod

package rtype

import "unsafe"

//so:embed rtype.h
var header string

// Type is a type's descriptor, the C runtime's so_Type (builtin.h), field for field: C's
// struct has const pointers, which So cannot declare, so So has its own definition with the
// same layout (init checks it) and the C functions below give So their addresses.
type Type struct {
	itab     [2]unsafe.Pointer
	Name     string // as %T prints it: "main.T", "[]int", "*main.T"
	Size     int    // sizeof the C type
	kind     uint8
	Named    bool // a defined type
	equal    unsafe.Pointer
	hash     unsafe.Pointer
	methods  unsafe.Pointer
	NMethods int // the size of its method set
	itabs    unsafe.Pointer
	nitabs   int
	Info     *Info // reflection data
}

// Info is the C runtime's so_TypeInfo: what a walk over a value of the type needs.
type Info struct {
	Kind   uint8  // one of the Kind constants, of the underlying type
	Elem   *Type  // pointer: the pointee; slice, array: the element; map: the value
	Key    *Type  // map: the key
	Len    int    // array: the length; struct: the number of fields
	Fields *Field // struct: the first field
}

// Field is the C runtime's so_Field: a field of a struct type.
type Field struct {
	Name     string // an embedded field's is its type's name
	Type     *Type
	Offset   int
	Embedded bool
	Exported bool
}

// layout returns C's size or offset number k of the descriptors' structs (rtype.h).
//
//so:extern rtype_layout
func layout(k int) int { return 0 }

// The program checks once that So's layouts of the descriptors are C's.
func init() {
	so := [...]uintptr{
		unsafe.Sizeof(Type{}), unsafe.Offsetof(Type{}.Name), unsafe.Offsetof(Type{}.Size),
		unsafe.Offsetof(Type{}.Named), unsafe.Offsetof(Type{}.NMethods),
		unsafe.Offsetof(Type{}.Info),
		unsafe.Sizeof(Info{}), unsafe.Offsetof(Info{}.Kind), unsafe.Offsetof(Info{}.Elem),
		unsafe.Offsetof(Info{}.Key), unsafe.Offsetof(Info{}.Len), unsafe.Offsetof(Info{}.Fields),
		unsafe.Sizeof(Field{}), unsafe.Offsetof(Field{}.Name), unsafe.Offsetof(Field{}.Type),
		unsafe.Offsetof(Field{}.Offset), unsafe.Offsetof(Field{}.Embedded),
		unsafe.Offsetof(Field{}.Exported),
	}
	for k, v := range so {
		if int(v) != layout(k) {
			panic("rtype: So's layout of the type descriptors is not the C runtime's")
		}
	}
}

// The kinds, numbered as Go's reflect.Kind.
const (
	Invalid uint8 = iota
	Bool
	Int
	Int8
	Int16
	Int32
	Int64
	Uint
	Uint8
	Uint16
	Uint32
	Uint64
	Uintptr
	Float32
	Float64
	Complex64
	Complex128
	Array
	Chan
	Func
	Interface
	Map
	Pointer
	Slice
	String
	Struct
	UnsafePointer
)

//so:extern rtype_type_of nodecay
func typeOf(x any) unsafe.Pointer { return nil }

// TypeOf returns the dynamic type of x, nil when x is nil.
//
//so:inline
func TypeOf(x any) *Type { return (*Type)(typeOf(x)) }

// Data returns the address of the value *x holds (x must not be nil): inside *x for a value
// that fits in an interface, else the copy *x refers to.
//
//so:extern rtype_data nodecay
func Data(x *any) unsafe.Pointer { return nil }

// ToAny returns an interface value whose dynamic type is t holding the value at p: a copy of
// it when it fits in an interface value, else a reference to p's memory, which must outlive
// the result.
//
//so:extern rtype_to_any nodecay
func ToAny(t *Type, p unsafe.Pointer) any { return nil }

// FieldAt returns the i-th field of struct type info.
//
//so:inline
func FieldAt(info *Info, i int) *Field {
	return (*Field)(unsafe.Add(unsafe.Pointer(info.Fields), uintptr(i)*unsafe.Sizeof(Field{})))
}

// MapIter walks the entries of a map: the C runtime's so_MapIter.
//
//so:extern so_MapIter
type MapIter struct {
	m    unsafe.Pointer `c:"m"`
	next int            `c:"next"`
}

// MapLen returns the number of entries of the map m (a map value: NULL for nil).
//
//so:extern rtype_map_len nodecay
func MapLen(m unsafe.Pointer) int { return 0 }

// MapIterInit starts it at the first entry of map m.
//
//so:extern rtype_map_iter_init nodecay
func MapIterInit(it *MapIter, m unsafe.Pointer) {}

// MapIterNext sets *key and *val to the addresses of the next entry's key and value and
// returns true, or returns false after the last entry.
//
//so:extern rtype_map_iter_next nodecay
func MapIterNext(it *MapIter, key, val *unsafe.Pointer) bool { return false }
