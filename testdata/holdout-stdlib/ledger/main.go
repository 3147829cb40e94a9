// Ledger is a small bank ledger: accounts, deposits, withdrawals and transfers that fail
// with sentinel errors, a custom error type and fmt.Errorf wrapping, inspected with
// errors.Is, errors.As and errors.Join.
package main

import (
	"solod.dev/so/errors"
	"solod.dev/so/fmt"
)

var (
	ErrNoAccount = errors.New("no such account")
	ErrFrozen    = errors.New("account frozen")
)

type InsufficientFunds struct {
	Account string
	Need    int64
	Have    int64
}

func (e *InsufficientFunds) Error() string {
	buf := make([]byte, 128)
	return fmt.Sprintf(buf, "%s: insufficient funds: need %d.%02d, have %d.%02d",
		e.Account, e.Need/100, e.Need%100, e.Have/100, e.Have%100)
}

type account struct {
	name    string
	balance int64 // cents
	frozen  bool
}

type ledger struct {
	accounts []account
	log      []string
}

func (l *ledger) find(name string) (*account, error) {
	for i := range l.accounts {
		if l.accounts[i].name == name {
			return &l.accounts[i], nil
		}
	}
	return nil, fmt.Errorf("find %q: %w", name, ErrNoAccount)
}

func (l *ledger) withdraw(name string, cents int64) error {
	a, err := l.find(name)
	if err != nil {
		return fmt.Errorf("withdraw: %w", err)
	}
	if a.frozen {
		return fmt.Errorf("withdraw from %s: %w", name, ErrFrozen)
	}
	if a.balance < cents {
		return fmt.Errorf("withdraw: %w", &InsufficientFunds{name, cents, a.balance})
	}
	a.balance -= cents
	return nil
}

func (l *ledger) deposit(name string, cents int64) error {
	a, err := l.find(name)
	if err != nil {
		return fmt.Errorf("deposit: %w", err)
	}
	a.balance += cents
	return nil
}

func (l *ledger) transfer(from, to string, cents int64) error {
	if err := l.withdraw(from, cents); err != nil {
		return fmt.Errorf("transfer %s->%s: %w", from, to, err)
	}
	if err := l.deposit(to, cents); err != nil {
		undo := l.deposit(from, cents)
		return fmt.Errorf("transfer %s->%s: %w", from, to, errors.Join(err, undo))
	}
	return nil
}

func report(step string, err error) {
	if err == nil {
		fmt.Printf("%-22s ok\n", step)
		return
	}
	var insuf *InsufficientFunds
	fmt.Printf("%-22s FAILED: %v\n", step, err)
	fmt.Printf("%22s noaccount=%t frozen=%t", "", errors.Is(err, ErrNoAccount), errors.Is(err, ErrFrozen))
	if errors.As(err, &insuf) {
		fmt.Printf(" short by %d cents", insuf.Need-insuf.Have)
	}
	fmt.Println()
}

func main() {
	l := ledger{accounts: []account{{"alice", 10000, false}, {"bob", 2550, false}, {"carol", 500, true}}}
	report("deposit alice 25.00", l.deposit("alice", 2500))
	report("withdraw bob 30.00", l.withdraw("bob", 3000))
	report("transfer alice->bob", l.transfer("alice", "bob", 4000))
	report("transfer bob->dave", l.transfer("bob", "dave", 1000))
	report("withdraw carol", l.withdraw("carol", 100))
	report("transfer carol->bob", l.transfer("carol", "bob", 100))
	report("transfer bob->alice", l.transfer("bob", "alice", 99999))
	report("deposit erin", l.deposit("erin", 1))

	var total int64
	for _, a := range l.accounts {
		fmt.Printf("%-6s %7.2f frozen=%v\n", a.name, float64(a.balance)/100, a.frozen)
		total += a.balance
	}
	fmt.Printf("total  %7.2f\n", float64(total)/100)
	fmt.Println(errors.Unwrap(errors.Unwrap(l.withdraw("zed", 1))) == ErrNoAccount)
}
