// A realistic program: a small bank ledger with structs, pointer-receiver methods, an array of
// accounts, transfers that validate and report failures through results, and a transaction log.
package main

type AccountID int

type Account struct {
	ID      AccountID
	Owner   string
	Balance int64 // in cents
	Frozen  bool
}

type Txn struct {
	From, To AccountID
	Amount   int64
	OK       bool
}

type Bank struct {
	accounts [4]Account
	count    int
	log      [16]Txn
	nlog     int
}

func (b *Bank) Open(owner string, deposit int64) AccountID {
	id := AccountID(b.count + 1)
	b.accounts[b.count] = Account{ID: id, Owner: owner, Balance: deposit}
	b.count++
	return id
}

func (b *Bank) find(id AccountID) *Account {
	for i := 0; i < b.count; i++ {
		if b.accounts[i].ID == id {
			return &b.accounts[i]
		}
	}
	return nil
}

func (b *Bank) Transfer(from, to AccountID, amount int64) (ok bool, reason string) {
	slot := b.nlog
	b.log[slot] = Txn{from, to, amount, false}
	b.nlog++
	src, dst := b.find(from), b.find(to)
	switch {
	case src == nil || dst == nil:
		return false, "no such account"
	case src == dst:
		return false, "same account"
	case amount <= 0:
		return false, "invalid amount"
	case src.Frozen || dst.Frozen:
		return false, "account frozen"
	case src.Balance < amount:
		return false, "insufficient funds"
	}
	src.Balance -= amount
	dst.Balance += amount
	b.log[slot].OK = true
	return true, "ok"
}

func (a Account) Render(buf []byte) int {
	n := copy(buf, a.Owner)
	buf[n] = ':'
	n++
	cents := a.Balance
	var tmp [20]byte
	i := len(tmp)
	for {
		i--
		tmp[i] = byte('0' + cents%10)
		cents /= 10
		if cents == 0 {
			break
		}
	}
	n += copy(buf[n:], tmp[i:])
	return n
}

func (b *Bank) Total() int64 {
	var t int64
	for _, a := range b.accounts[:b.count] {
		t += a.Balance
	}
	return t
}

func main() {
	var bank Bank
	alice := bank.Open("alice", 10000)
	bob := bank.Open("bob", 2500)
	carol := bank.Open("carol", 0)
	println("total:", bank.Total())

	println(bank.Transfer(alice, bob, 1500))
	println(bank.Transfer(bob, carol, 5000))
	println(bank.Transfer(bob, carol, 4000))
	println(bank.Transfer(carol, carol, 1))
	println(bank.Transfer(alice, 99, 1))
	println(bank.Transfer(alice, bob, -5))
	bank.find(bob).Frozen = true
	println(bank.Transfer(alice, bob, 1))
	bank.find(bob).Frozen = false
	println(bank.Transfer(alice, carol, 8500))

	var buf [64]byte
	for _, a := range bank.accounts[:bank.count] {
		n := a.Render(buf[:])
		println(string(buf[:n]))
	}
	println("total:", bank.Total())
	okCount := 0
	for _, t := range bank.log[:bank.nlog] {
		if t.OK {
			okCount++
		}
	}
	println("transactions:", bank.nlog, "succeeded:", okCount)
}
