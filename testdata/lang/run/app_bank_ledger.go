// Tests a bank ledger combining interfaces, errors, maps, defer and type switches:
// transactions are an interface with Apply(*Bank) error, implemented by value types;
// failures are custom error types returned as error (InsufficientFunds, UnknownAccount);
// accounts live in a local array and are found through a map of pointers; every apply is
// audited by a deferred method call. The audit log keeps each entry's kind and outcome (it
// used to keep kind+" failed", a string made in audit's frame and stored in the bank's
// slice, which outlives that frame: see differs/log_concat_in_receiver.go).
package main

type Account struct {
	Name    string
	Balance int
}

type Bank struct {
	byName map[string]*Account
	log    []Entry
	failed int
}

type Entry struct {
	Kind   string
	Failed bool
}

type InsufficientFunds struct {
	Need int
}

func (e InsufficientFunds) Error() string { return "insufficient funds" }

type UnknownAccount struct {
	Name string
}

func (e UnknownAccount) Error() string { return "unknown account" }

type Tx interface {
	Apply(b *Bank) error
	Kind() string
}

type Deposit struct {
	To     string
	Amount int
}

type Withdraw struct {
	From   string
	Amount int
}

type Transfer struct {
	From, To string
	Amount   int
}

func (b *Bank) get(name string) (*Account, error) {
	a, ok := b.byName[name]
	if !ok {
		return nil, UnknownAccount{name}
	}
	return a, nil
}

func (d Deposit) Kind() string { return "deposit" }
func (d Deposit) Apply(b *Bank) error {
	a, err := b.get(d.To)
	if err != nil {
		return err
	}
	a.Balance += d.Amount
	return nil
}

func (w Withdraw) Kind() string { return "withdraw" }
func (w Withdraw) Apply(b *Bank) error {
	a, err := b.get(w.From)
	if err != nil {
		return err
	}
	if a.Balance < w.Amount {
		return InsufficientFunds{w.Amount - a.Balance}
	}
	a.Balance -= w.Amount
	return nil
}

func (t Transfer) Kind() string { return "transfer" }
func (t Transfer) Apply(b *Bank) error {
	if err := (Withdraw{t.From, t.Amount}).Apply(b); err != nil {
		return err
	}
	if err := (Deposit{t.To, t.Amount}).Apply(b); err != nil {
		// Undo the withdrawal; the source account exists.
		_ = (Deposit{t.From, t.Amount}).Apply(b)
		return err
	}
	return nil
}

func (b *Bank) audit(kind string, err *error) {
	if *err != nil {
		b.failed++
		b.log = append(b.log, Entry{kind, true})
		return
	}
	b.log = append(b.log, Entry{kind, false})
}

func (b *Bank) Run(tx Tx) (err error) {
	defer b.audit(tx.Kind(), &err)
	return tx.Apply(b)
}

func main() {
	accounts := [3]Account{{"alice", 100}, {"bob", 50}, {"carol", 0}}
	bank := Bank{byName: make(map[string]*Account, 3), log: make([]Entry, 0, 16)}
	for i := range accounts {
		bank.byName[accounts[i].Name] = &accounts[i]
	}
	txs := []Tx{
		Deposit{"carol", 25},
		Withdraw{"bob", 80},
		Transfer{"alice", "bob", 60},
		Transfer{"bob", "dave", 10},
		Withdraw{"erin", 1},
		Transfer{"carol", "alice", 25},
		Withdraw{"alice", 65},
	}
	for _, tx := range txs {
		err := bank.Run(tx)
		switch e := err.(type) {
		case nil:
			println(tx.Kind(), "ok")
		case InsufficientFunds:
			println(tx.Kind(), "needs", e.Need, "more")
		case UnknownAccount:
			println(tx.Kind(), "unknown", e.Name)
		}
	}
	for _, a := range accounts {
		println(a.Name, a.Balance)
	}
	println("failed", bank.failed, "log", len(bank.log))
	for _, l := range bank.log {
		if l.Failed {
			println(" ", l.Kind, "failed")
		} else {
			println(" ", l.Kind)
		}
	}
}
