// A realistic program: a tiny stack-machine interpreter. Programs are arrays of instructions
// with jumps; it computes factorials, Fibonacci numbers and a GCD, and reports errors through
// a status result instead of panicking.
package main

type Opcode uint8

const (
	OpPush Opcode = iota
	OpAdd
	OpSub
	OpMul
	OpDup
	OpSwap
	OpOver
	OpJz
	OpJmp
	OpPop
	OpMod
	OpRot
	OpHalt
)

type Instr struct {
	Op  Opcode
	Arg int64
}

type Machine struct {
	stack [64]int64
	sp    int
	steps int
}

func (m *Machine) push(v int64) bool {
	if m.sp == len(m.stack) {
		return false
	}
	m.stack[m.sp] = v
	m.sp++
	return true
}

func (m *Machine) pop() (int64, bool) {
	if m.sp == 0 {
		return 0, false
	}
	m.sp--
	return m.stack[m.sp], true
}

func (m *Machine) run(code []Instr) (result int64, status string) {
	pc := 0
	for pc < len(code) {
		in := code[pc]
		pc++
		m.steps++
		switch in.Op {
		case OpPush:
			if !m.push(in.Arg) {
				return 0, "stack overflow"
			}
		case OpAdd, OpSub, OpMul, OpMod:
			b, ok1 := m.pop()
			a, ok2 := m.pop()
			if !ok1 || !ok2 {
				return 0, "stack underflow"
			}
			var r int64
			switch in.Op {
			case OpAdd:
				r = a + b
			case OpSub:
				r = a - b
			case OpMul:
				r = a * b
			case OpMod:
				if b == 0 {
					return 0, "division by zero"
				}
				r = a % b
			}
			m.push(r)
		case OpDup:
			v, ok := m.pop()
			if !ok {
				return 0, "stack underflow"
			}
			m.push(v)
			m.push(v)
		case OpSwap:
			if m.sp < 2 {
				return 0, "stack underflow"
			}
			m.stack[m.sp-1], m.stack[m.sp-2] = m.stack[m.sp-2], m.stack[m.sp-1]
		case OpOver:
			if m.sp < 2 {
				return 0, "stack underflow"
			}
			m.push(m.stack[m.sp-2])
		case OpJz:
			v, ok := m.pop()
			if !ok {
				return 0, "stack underflow"
			}
			if v == 0 {
				pc = int(in.Arg)
			}
		case OpJmp:
			pc = int(in.Arg)
		case OpRot:
			if m.sp < 3 {
				return 0, "stack underflow"
			}
			x := m.stack[m.sp-3]
			m.stack[m.sp-3] = m.stack[m.sp-2]
			m.stack[m.sp-2] = m.stack[m.sp-1]
			m.stack[m.sp-1] = x
		case OpPop:
			if _, ok := m.pop(); !ok {
				return 0, "stack underflow"
			}
		case OpHalt:
			v, ok := m.pop()
			if !ok {
				return 0, "empty stack at halt"
			}
			return v, "ok"
		default:
			return 0, "bad opcode"
		}
	}
	return 0, "fell off the end"
}

func main() {
	// factorial(20). Stack: acc n.
	fact := []Instr{
		{OpPush, 1}, {OpPush, 20},
		{OpDup, 0},  // 2: acc n n
		{OpJz, 12},  // 3: acc n; done when n == 0
		{OpSwap, 0}, // 4: n acc
		{OpOver, 0}, // 5: n acc n
		{OpMul, 0},  // 6: n acc*n
		{OpSwap, 0}, // 7: acc*n n
		{OpPush, 1}, // 8
		{OpSub, 0},  // 9: acc*n n-1
		{OpJmp, 2},  // 10
		{OpHalt, 0}, // 11: unreachable
		{OpPop, 0},  // 12: acc
		{OpHalt, 0}, // 13
	}
	var m Machine
	r, st := m.run(fact)
	println("20! =", r, st, "steps:", m.steps)

	// fib(90). Stack: a b n.
	fib := []Instr{
		{OpPush, 0}, {OpPush, 1}, {OpPush, 90},
		{OpDup, 0},  // 3: a b n n
		{OpJz, 14},  // 4: a b n
		{OpPush, 1}, // 5
		{OpSub, 0},  // 6: a b n-1
		{OpRot, 0},  // 7: b n-1 a
		{OpRot, 0},  // 8: n-1 a b
		{OpDup, 0},  // 9: n-1 a b b
		{OpRot, 0},  // 10: n-1 b b a
		{OpAdd, 0},  // 11: n-1 b a+b
		{OpRot, 0},  // 12: b a+b n-1
		{OpJmp, 3},  // 13
		{OpPop, 0},  // 14: a b
		{OpPop, 0},  // 15: a
		{OpHalt, 0}, // 16
	}
	var m2 Machine
	r, st = m2.run(fib)
	println("fib(90) =", r, st, "steps:", m2.steps)

	// GCD(1071, 462) with the Euclidean algorithm: a b -> b a%b until b == 0.
	gcd := []Instr{
		{OpPush, 1071}, {OpPush, 462},
		{OpDup, 0}, {OpJz, 8}, // 2, 3: if b == 0 goto 8
		{OpSwap, 0}, {OpOver, 0}, {OpMod, 0}, // b a%b
		{OpJmp, 2},
		{OpPop, 0}, {OpHalt, 0},
	}
	var m3 Machine
	r, st = m3.run(gcd)
	println("gcd:", r, st)

	incomplete := []Instr{{OpPush, 1}, {OpPush, 2}}
	var m4 Machine
	r, st = m4.run(incomplete)
	println("incomplete:", r, st)

	bad := []Instr{{OpPush, 1}, {OpAdd, 0}}
	var m5 Machine
	r, st = m5.run(bad)
	println("bad:", r, st)

	div := []Instr{{OpPush, 1}, {OpPush, 0}, {OpMod, 0}, {OpHalt, 0}}
	var m6 Machine
	r, st = m6.run(div)
	println("div:", r, st)

	var overflow [70]Instr
	for i := range overflow {
		overflow[i] = Instr{OpPush, int64(i)}
	}
	var m7 Machine
	r, st = m7.run(overflow[:])
	println("overflow:", r, st, m7.sp)

	wrap := []Instr{{OpPush, 9223372036854775807}, {OpPush, 1}, {OpAdd, 0}, {OpHalt, 0}}
	var m8 Machine
	r, st = m8.run(wrap)
	println("wrap:", r, st)
	println("bad opcode:", badOp())
}

func badOp() string {
	var m Machine
	_, st := m.run([]Instr{{Opcode(200), 0}})
	return st
}
