// Held-out acceptance program: a small stack-based bytecode VM with a switch dispatch loop,
// conditional jumps, calls and returns, a trace flag, and a table of method expressions used
// as "native" builtins. Programs compute factorial, gcd and a sum of squares.
package main

type Opcode byte

const (
	PUSH Opcode = iota
	POP
	DUP
	SWAP
	OVER
	ADD
	SUB
	MUL
	DIV
	MOD
	LT
	JMP
	JZ
	CALL
	RET
	NATIVE
	PRINT
	HALT
)

var opNames = [...]string{
	PUSH: "PUSH", POP: "POP", DUP: "DUP", SWAP: "SWAP", OVER: "OVER", ADD: "ADD", SUB: "SUB",
	MUL: "MUL", DIV: "DIV", MOD: "MOD", LT: "LT", JMP: "JMP", JZ: "JZ", CALL: "CALL",
	RET: "RET", NATIVE: "NATIVE", PRINT: "PRINT", HALT: "HALT",
}

type Instr struct {
	Op  Opcode
	Arg int64
}

type VM struct {
	stack  [64]int64
	sp     int
	frames [16]int
	fp     int
	steps  int
	trace  bool
}

func (vm *VM) push(v int64) { vm.stack[vm.sp] = v; vm.sp++ }
func (vm *VM) pop() int64   { vm.sp--; return vm.stack[vm.sp] }

func (vm *VM) Negate() { vm.stack[vm.sp-1] = -vm.stack[vm.sp-1] }
func (vm *VM) Square() { v := vm.pop(); vm.push(v * v) }
func (vm *VM) Depth()  { vm.push(int64(vm.sp)) }

var natives = [...]func(*VM){(*VM).Negate, (*VM).Square, (*VM).Depth}

// Run executes code and returns the top of the stack and whether the run succeeded.
func (vm *VM) Run(code []Instr) (result int64, ok bool) {
	pc := 0
loop:
	for {
		if pc < 0 || pc >= len(code) {
			println("pc out of range:", pc)
			return 0, false
		}
		in := code[pc]
		pc++
		vm.steps++
		if vm.trace {
			println("  ", pc-1, opNames[in.Op], in.Arg, "sp", vm.sp)
		}
		switch in.Op {
		case PUSH:
			vm.push(in.Arg)
		case POP:
			vm.pop()
		case DUP:
			v := vm.pop()
			vm.push(v)
			vm.push(v)
		case SWAP:
			a, b := vm.pop(), vm.pop()
			vm.push(a)
			vm.push(b)
		case OVER:
			vm.push(vm.stack[vm.sp-2])
		case ADD, SUB, MUL, DIV, MOD, LT:
			b, a := vm.pop(), vm.pop()
			var r int64
			switch in.Op {
			case ADD:
				r = a + b
			case SUB:
				r = a - b
			case MUL:
				r = a * b
			case DIV, MOD:
				if b == 0 {
					println("division by zero at", pc-1)
					return 0, false
				}
				if in.Op == DIV {
					r = a / b
				} else {
					r = a % b
				}
			case LT:
				if a < b {
					r = 1
				}
			}
			vm.push(r)
		case JMP:
			pc = int(in.Arg)
		case JZ:
			if vm.pop() == 0 {
				pc = int(in.Arg)
			}
		case CALL:
			vm.frames[vm.fp] = pc
			vm.fp++
			pc = int(in.Arg)
		case RET:
			if vm.fp == 0 {
				break loop
			}
			vm.fp--
			pc = vm.frames[vm.fp]
		case NATIVE:
			natives[in.Arg](vm)
		case PRINT:
			println("out:", vm.stack[vm.sp-1])
		case HALT:
			break loop
		default:
			println("bad opcode", in.Op)
			return 0, false
		}
	}
	if vm.sp == 0 {
		return 0, false
	}
	return vm.stack[vm.sp-1], true
}

func main() {
	// factorial(n): acc = 1; for n != 0 { acc *= n (in a subroutine); n-- }
	factorial := []Instr{
		{PUSH, 1},  // 0: n acc
		{SWAP, 0},  // 1: acc n
		{DUP, 0},   // 2: acc n n
		{JZ, 8},    // 3: acc n
		{CALL, -1}, // 4: acc*n n (patched below)
		{PUSH, 1},  // 5
		{SUB, 0},   // 6: acc n-1
		{JMP, 2},   // 7
		{POP, 0},   // 8: acc
		{HALT, 0},  // 9
	}
	// Link the subroutine after the main part: acc n -> acc*n n
	mulSub := [...]Instr{{SWAP, 0}, {OVER, 0}, {MUL, 0}, {SWAP, 0}, {RET, 0}}
	var code [64]Instr
	n := copy(code[:], factorial)
	code[4].Arg = int64(n)
	n += copy(code[n:], mulSub[:])
	prog := code[:n]

	for _, k := range []int64{0, 1, 5, 10, 20, 21} {
		var vm VM
		vm.push(k)
		r, ok := vm.Run(prog)
		println("factorial", k, "=", r, ok, "steps", vm.steps)
	}

	// gcd(a, b) by repeated modulo, with a trace of the first run.
	gcd := []Instr{
		{DUP, 0}, {JZ, 7}, // a b
		{SWAP, 0}, {OVER, 0}, // b a b
		{MOD, 0}, // b a%b
		{JMP, 0}, // loop
		{HALT, 0},
		{POP, 0}, {PRINT, 0}, {HALT, 0},
	}
	for i, pair := range [][2]int64{{48, 18}, {17, 5}, {0, 9}, {1071, 462}} {
		vm := VM{trace: i == 0}
		vm.push(pair[0])
		vm.push(pair[1])
		r, ok := vm.Run(gcd)
		println("gcd", pair[0], pair[1], "=", r, ok)
	}

	// Natives through method expressions: -(3^2) + depth.
	vm := new(VM)
	res, ok := vm.Run([]Instr{{PUSH, 3}, {NATIVE, 1}, {NATIVE, 0}, {NATIVE, 2}, {ADD, 0}, {RET, 0}})
	println("natives:", res, ok)

	// Error paths.
	var bad VM
	_, ok1 := bad.Run([]Instr{{PUSH, 1}, {PUSH, 0}, {DIV, 0}})
	_, ok2 := bad.Run([]Instr{{JMP, 40}})
	_, ok3 := bad.Run([]Instr{{Opcode(200), 0}})
	println(ok1, ok2, ok3, len(opNames), opNames[HALT])
}
