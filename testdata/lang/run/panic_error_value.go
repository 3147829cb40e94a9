// Tests panicking with an error value: Go prints the result of its Error method after
// "panic: ", once the deferred calls (including a deferred method call) have run.
package main

type Account struct {
	id      int
	balance int
}

type Overdraft struct {
	need int
}

func (o Overdraft) Error() string { return "overdraft" }

func (a *Account) Report() { println("account", a.id, "balance", a.balance) }

func (a *Account) Withdraw(n int) {
	defer a.Report()
	if n > a.balance {
		panic(error(Overdraft{n - a.balance}))
	}
	a.balance -= n
}

func main() {
	acc := Account{7, 100}
	acc.Withdraw(30)
	acc.Withdraw(60)
	acc.Withdraw(20)
}
