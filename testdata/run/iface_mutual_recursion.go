// Tests mutually recursive interface types, which Go accepts (only embedding cycles are
// invalid): Descriptor's methods return FileDescriptor and MessageDescriptor, which embed
// Descriptor, declared before and after it; values of a concrete type satisfy all of them and
// their methods are called through each other.
package main

type FileDescriptor interface {
	Descriptor
	Path() string
}

type Descriptor interface {
	Name() string
	ParentFile() FileDescriptor
	Options() MessageDescriptor
}

type MessageDescriptor interface {
	Descriptor
	Fields() []FieldDescriptor
}

type FieldDescriptor interface {
	Descriptor
	Message() MessageDescriptor
	Visit(func(Descriptor) FileDescriptor) string
}

type file struct{ path string }

func (f *file) Name() string               { return "file " + f.path }
func (f *file) ParentFile() FileDescriptor { return f }
func (f *file) Options() MessageDescriptor { return &msg{f, "options"} }
func (f *file) Path() string               { return f.path }

type msg struct {
	f    *file
	name string
}

func (m *msg) Name() string               { return "message " + m.name }
func (m *msg) ParentFile() FileDescriptor { return m.f }
func (m *msg) Options() MessageDescriptor { return m }
func (m *msg) Fields() []FieldDescriptor  { return nil }

type A interface{ B() B }
type B interface{ A() A }

type ab struct{ n int }

func (x ab) A() A { return ab{x.n + 1} }
func (x ab) B() B { return ab{x.n * 2} }

func main() {
	f := &file{"x.proto"}
	var d Descriptor = f
	println(d.Name(), d.ParentFile().Path())
	o := d.Options()
	println(o.Name(), o.ParentFile().Name(), len(o.Fields()), o.Options().Name())
	var fd FileDescriptor = f
	var back Descriptor = fd
	println(back.ParentFile().Path())

	var a A = ab{1}
	b := a.B()
	println(b.A().B().A().(ab).n)
}
