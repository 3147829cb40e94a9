// Tests middleware built from embedded interfaces: a Handler interface, wrappers that embed
// a Handler and override Serve (logging, auth with a map of tokens, a counting recorder),
// stacked in different orders; wrapper methods call the embedded handler explicitly, and a
// HandlerFunc adapter type lets a top-level function be a Handler.
package main

type Request struct {
	Path  string
	Token string
}

type Response struct {
	Code int
	Body string
}

type Handler interface {
	Serve(r Request, w *Response)
}

type HandlerFunc func(r Request, w *Response)

func (f HandlerFunc) Serve(r Request, w *Response) { f(r, w) }

func hello(r Request, w *Response) {
	w.Code = 200
	w.Body = "hello"
}

type Router struct {
	routes map[string]Handler
}

func (rt Router) Serve(r Request, w *Response) {
	if h, ok := rt.routes[r.Path]; ok {
		h.Serve(r, w)
		return
	}
	w.Code = 404
	w.Body = "not found"
}

type Logging struct {
	Handler
	prefix string
}

func (l Logging) Serve(r Request, w *Response) {
	l.Handler.Serve(r, w)
	println(l.prefix, r.Path, w.Code)
}

type Auth struct {
	Handler
	tokens map[string]bool
}

func (a Auth) Serve(r Request, w *Response) {
	if !a.tokens[r.Token] {
		w.Code = 401
		w.Body = "unauthorized"
		return
	}
	a.Handler.Serve(r, w)
}

type Recorder struct {
	Handler
	counts map[int]int
}

func (rc *Recorder) Serve(r Request, w *Response) {
	rc.Handler.Serve(r, w)
	rc.counts[w.Code]++
}

func main() {
	routes := make(map[string]Handler, 4)
	routes["/hello"] = HandlerFunc(hello)
	routes["/teapot"] = HandlerFunc(func(r Request, w *Response) {
		w.Code = 418
		w.Body = "teapot"
	})
	router := Router{routes}
	tokens := map[string]bool{"secret": true, "expired": false}
	rec := Recorder{Auth{Logging{router, "[inner]"}, tokens}, make(map[int]int, 4)}
	var h Handler = Logging{&rec, "[outer]"}

	reqs := []Request{
		{"/hello", "secret"},
		{"/hello", "expired"},
		{"/teapot", "secret"},
		{"/missing", "secret"},
		{"/hello", ""},
	}
	for _, r := range reqs {
		var w Response
		h.Serve(r, &w)
		println(" ->", w.Code, w.Body)
	}
	println(rec.counts[200], rec.counts[401], rec.counts[404], rec.counts[418], len(rec.counts))

	// The method set of Logging comes from its own Serve, not from the embedded one.
	var inner Handler = rec.Handler
	_, isAuth := inner.(Auth)
	_, isLog := inner.(Logging)
	println(isAuth, isLog)
}
