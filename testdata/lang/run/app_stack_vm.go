// Tests a small stack virtual machine: instructions are interface values of small struct
// types, executed with a type switch (several types per case, nested switches on the same
// value); the operand stack is a generic Stack[int]; errors are returned as a custom
// VMError{pc, code} through the error interface; labels are resolved through a map that is
// cleared between programs; a deferred closure reports the final state.
package main

type Instr interface{ isInstr() }

type Push struct{ V int }
type Load struct{ Slot int }
type Store struct{ Slot int }
type Add struct{}
type Sub struct{}
type Mul struct{}
type Dup struct{}
type Pop struct{}
type Print struct{}
type Jz struct{ Label string }
type Jmp struct{ Label string }
type Label struct{ Name string }

func (Push) isInstr()  {}
func (Load) isInstr()  {}
func (Store) isInstr() {}
func (Add) isInstr()   {}
func (Sub) isInstr()   {}
func (Mul) isInstr()   {}
func (Dup) isInstr()   {}
func (Pop) isInstr()   {}
func (Print) isInstr() {}
func (Jz) isInstr()    {}
func (Jmp) isInstr()   {}
func (Label) isInstr() {}

type Stack[T any] struct{ items []T }

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }
func (s *Stack[T]) Pop() (T, bool) {
	var zero T
	if len(s.items) == 0 {
		return zero, false
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, true
}
func (s *Stack[T]) Len() int { return len(s.items) }

const (
	ErrUnderflow = iota + 1
	ErrBadLabel
	ErrSteps
)

type VMError struct {
	PC   int
	Code int
}

func (e VMError) Error() string {
	switch e.Code {
	case ErrUnderflow:
		return "stack underflow"
	case ErrBadLabel:
		return "unknown label"
	}
	return "too many steps"
}

type VM struct {
	st     Stack[int]
	slots  [4]int
	labels map[string]int
}

func (vm *VM) Run(prog []Instr) (steps int, err error) {
	clear(vm.labels)
	vm.st.items = vm.st.items[:0]
	for i, in := range prog {
		if l, ok := in.(Label); ok {
			vm.labels[l.Name] = i
		}
	}
	defer func() {
		println("  halted after", steps, "steps, depth", vm.st.Len(), "labels", len(vm.labels))
	}()
	pop := func(pc int) (int, error) {
		v, ok := vm.st.Pop()
		if !ok {
			return 0, VMError{pc, ErrUnderflow}
		}
		return v, nil
	}
	pc := 0
	for pc < len(prog) {
		steps++
		if steps > 500 {
			return steps, VMError{pc, ErrSteps}
		}
		switch in := prog[pc].(type) {
		case Push:
			vm.st.Push(in.V)
		case Load:
			vm.st.Push(vm.slots[in.Slot])
		case Store:
			v, err := pop(pc)
			if err != nil {
				return steps, err
			}
			vm.slots[in.Slot] = v
		case Add, Sub, Mul:
			b, err := pop(pc)
			if err != nil {
				return steps, err
			}
			a, err := pop(pc)
			if err != nil {
				return steps, err
			}
			switch in.(type) {
			case Add:
				vm.st.Push(a + b)
			case Sub:
				vm.st.Push(a - b)
			default:
				vm.st.Push(a * b)
			}
		case Dup, Pop, Print:
			v, err := pop(pc)
			if err != nil {
				return steps, err
			}
			switch in.(type) {
			case Dup:
				vm.st.Push(v)
				vm.st.Push(v)
			case Print:
				println("  out:", v)
			}
		case Jz, Jmp:
			name := ""
			jump := true
			if j, ok := in.(Jz); ok {
				v, err := pop(pc)
				if err != nil {
					return steps, err
				}
				name, jump = j.Label, v == 0
			} else {
				name = in.(Jmp).Label
			}
			target, ok := vm.labels[name]
			if !ok {
				return steps, VMError{pc, ErrBadLabel}
			}
			if jump {
				pc = target
				continue
			}
		case Label:
			// nothing to do
		}
		pc++
	}
	return steps, nil
}

func main() {
	vm := VM{st: Stack[int]{make([]int, 0, 16)}, labels: make(map[string]int, 4)}

	countdown := []Instr{
		Push{3}, Store{0},
		Label{"loop"},
		Load{0}, Jz{"done"},
		Load{0}, Print{},
		Load{0}, Push{1}, Sub{}, Store{0},
		Jmp{"loop"},
		Label{"done"},
	}
	steps, err := vm.Run(countdown)
	println("countdown", steps, err == nil)

	factorial := []Instr{
		Push{1}, Store{0}, Push{10}, Store{1},
		Label{"top"},
		Load{1}, Jz{"end"},
		Load{0}, Load{1}, Mul{}, Store{0},
		Load{1}, Push{1}, Sub{}, Store{1},
		Jmp{"top"},
		Label{"end"},
		Load{0}, Dup{}, Print{}, Print{},
	}
	steps, err = vm.Run(factorial)
	println("factorial", steps, err == nil, vm.slots[0])

	bad := [][]Instr{
		{Push{1}, Add{}},
		{Push{0}, Jz{"nowhere"}},
		{Label{"spin"}, Jmp{"spin"}},
		{Pop{}},
		{Push{2}, Push{3}, Mul{}, Print{}, Print{}},
	}
	for i, prog := range bad {
		_, err := vm.Run(prog)
		var e error = err
		if ve, ok := e.(VMError); ok {
			println("bad", i, ve.Error(), "at", ve.PC)
		}
	}
}
