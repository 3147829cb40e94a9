// REJECT: escaping value: a concatenated string stored in the receiver's slice [escape|outlive|frame]
// Deliberate difference (language.md section 3): audit makes kind+" failed" in its frame and
// appends it to a slice the bank (its caller's memory) keeps, so the string would outlive the
// frame that made it. Go prints the log; So must reject the store with the escape diagnostic.
// (run/app_bank_ledger.go keeps the kind and the outcome instead.)
package main

type Bank struct {
	log []string
}

func (b *Bank) audit(kind string, failed bool) {
	if failed {
		b.log = append(b.log, kind+" failed")
		return
	}
	b.log = append(b.log, kind)
}

func main() {
	b := Bank{log: make([]string, 0, 4)}
	b.audit("deposit", false)
	b.audit("withdraw", true)
	for _, l := range b.log {
		println(l)
	}
}
