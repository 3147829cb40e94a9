package secret

// N is internal to example.com/ip/a.
const N = 1
