// Held-out acceptance program: a bank with accounts in a fixed array, pointer-receiver methods,
// status codes from iota, a transaction journal, monthly interest in integer cents, and an
// audit that panics when the books do not balance after a deliberate bug.
package main

type Status int

const (
	OK Status = iota
	ErrNoAccount
	ErrInsufficient
	ErrFrozen
	ErrLimit
)

var statusNames = [...]string{"ok", "no such account", "insufficient funds", "account frozen", "over daily limit"}

func (s Status) String() string { return statusNames[s] }

type Account struct {
	ID             int
	Owner          string
	Balance        int64 // cents
	Frozen         bool
	WithdrawnToday int64
}

const dailyLimit int64 = 500_00

func (a *Account) Deposit(c int64) { a.Balance += c }

func (a *Account) Withdraw(c int64) Status {
	switch {
	case a.Frozen:
		return ErrFrozen
	case a.WithdrawnToday+c > dailyLimit:
		return ErrLimit
	case c > a.Balance:
		return ErrInsufficient
	}
	a.Balance -= c
	a.WithdrawnToday += c
	return OK
}

type Entry struct {
	From, To int
	Amount   int64
	Result   Status
}

type Bank struct {
	accounts [4]Account
	n        int
	journal  []Entry
}

func (b *Bank) Open(owner string, initial int64) int {
	id := b.n + 100
	b.accounts[b.n] = Account{ID: id, Owner: owner, Balance: initial}
	b.n++
	return id
}

func (b *Bank) Find(id int) *Account {
	for i := range b.accounts[:b.n] {
		if b.accounts[i].ID == id {
			return &b.accounts[i]
		}
	}
	return nil
}

func (b *Bank) Transfer(from, to int, amount int64) (st Status) {
	src, dst := b.Find(from), b.Find(to)
	if src == nil || dst == nil {
		st = ErrNoAccount
	} else if st = src.Withdraw(amount); st == OK {
		dst.Deposit(amount)
	}
	b.journal = append(b.journal, Entry{from, to, amount, st})
	return
}

func (b *Bank) Total() (sum int64) {
	for _, a := range b.accounts[:b.n] {
		sum += a.Balance
	}
	return
}

func (b *Bank) NewDay() {
	for i := range b.n {
		b.accounts[i].WithdrawnToday = 0
	}
}

// ApplyInterest adds rate basis points per month, rounding half up to the cent.
func (b *Bank) ApplyInterest(bp int64) (paid int64) {
	for i := 0; i < b.n; i++ {
		a := &b.accounts[i]
		interest := (a.Balance*bp + 5000) / 10000
		a.Balance += interest
		paid += interest
	}
	return
}

func cents(c int64) (int64, int64) { return c / 100, c % 100 }

func report(b *Bank) {
	for _, a := range b.accounts[:b.n] {
		d, c := cents(a.Balance)
		print(a.ID, " ", a.Owner, " ", d, ".")
		if c < 10 {
			print("0")
		}
		println(c, " frozen=", a.Frozen)
	}
}

func main() {
	var journal [16]Entry
	bank := Bank{journal: journal[:0]}
	alice := bank.Open("alice", 1000_00)
	bob := bank.Open("bob", 250_50)
	carol := bank.Open("carol", 0)

	total := bank.Total()
	println("opened, total", total)

	println(bank.Transfer(alice, bob, 300_00).String())
	println(bank.Transfer(alice, carol, 300_00).String())
	println(bank.Transfer(bob, carol, 600_00).String())
	println(bank.Transfer(bob, 999, 1).String())
	bank.NewDay()
	println(bank.Transfer(alice, carol, 399_99).String())
	bank.Find(carol).Frozen = true
	println(bank.Transfer(carol, alice, 1_00).String())
	println(bank.Transfer(alice, carol, 1_00).String())
	report(&bank)
	println("total preserved:", bank.Total() == total)

	paid := bank.ApplyInterest(125)
	total += paid
	d, c := cents(paid)
	println("interest paid", d, c)
	report(&bank)

	for i, e := range bank.journal {
		println(i, e.From, "->", e.To, e.Amount, e.Result.String())
	}
	println("journal", len(bank.journal), cap(bank.journal))

	// A buggy "fee" that takes money from nobody breaks the invariant.
	bank.Find(bob).Balance -= 2_50
	if got := bank.Total(); got != total {
		println("audit: expected", total, "got", got)
		panic("audit failed: books do not balance")
	}
	println("unreachable")
}
