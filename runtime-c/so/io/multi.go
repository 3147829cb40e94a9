package io

// MultiReader reads its readers one after the other: it reports EOF once all of them have,
// and stops at the first error other than EOF. Its address is the Reader.
type MultiReader struct {
	readers []Reader
}

// NewMultiReader returns a MultiReader over readers, which it refers to (not a copy: the
// slice must live as long as the reader, and reading changes its elements).
func NewMultiReader(readers ...Reader) MultiReader {
	return MultiReader{readers}
}

// eofReader is what a MultiReader leaves in the place of a reader it has finished.
type eofReader struct{}

func (*eofReader) Read([]byte) (int, error) { return 0, EOF }

var eofRdr = &eofReader{}

// Read reads from the first reader that is not at its end.
func (mr *MultiReader) Read(p []byte) (int, error) {
	for len(mr.readers) > 0 {
		// A MultiReader whose last reader is another one continues with that one's readers.
		if len(mr.readers) == 1 {
			if r, ok := mr.readers[0].(*MultiReader); ok {
				mr.readers = r.readers
				continue
			}
		}
		n, err := mr.readers[0].Read(p)
		if err == EOF {
			mr.readers[0] = eofRdr
			mr.readers = mr.readers[1:]
		}
		if n > 0 || err != EOF {
			if err == EOF && len(mr.readers) > 0 {
				err = nil // more readers follow
			}
			return n, err
		}
	}
	return 0, EOF
}

// WriteTo writes what is left of every reader to w, through one buffer in its frame, and
// returns the number of bytes written. After an error the reader continues where it stopped.
func (mr *MultiReader) WriteTo(w Writer) (int64, error) {
	var buf [copyBufSize]byte
	return mr.writeTo(w, buf[:])
}

func (mr *MultiReader) writeTo(w Writer, buf []byte) (int64, error) {
	var sum int64
	for i, r := range mr.readers {
		var n int64
		var err error
		if sub, ok := r.(*MultiReader); ok {
			n, err = sub.writeTo(w, buf)
		} else {
			n, err = copyBuffer(w, r, buf)
		}
		sum += n
		if err != nil {
			mr.readers = mr.readers[i:]
			return sum, err
		}
		mr.readers[i] = nil
	}
	mr.readers = nil
	return sum, nil
}

// MultiWriter writes to each of its writers in turn, like tee(1); the first error stops a
// write. Its address is the Writer.
type MultiWriter struct {
	writers []Writer
}

// NewMultiWriter returns a MultiWriter over writers, which it refers to (not a copy: the slice
// must live as long as the writer).
func NewMultiWriter(writers ...Writer) MultiWriter {
	return MultiWriter{writers}
}

// Write writes p to every writer; a writer that writes less than len(p) without an error
// stops it with ErrShortWrite.
func (t *MultiWriter) Write(p []byte) (int, error) {
	for _, w := range t.writers {
		n, err := w.Write(p)
		if err != nil {
			return n, err
		}
		if n != len(p) {
			return n, ErrShortWrite
		}
	}
	return len(p), nil
}

// WriteString writes s to every writer, with WriteString where a writer has it.
func (t *MultiWriter) WriteString(s string) (int, error) {
	var p []byte
	for _, w := range t.writers {
		var n int
		var err error
		if sw, ok := w.(StringWriter); ok {
			n, err = sw.WriteString(s)
		} else {
			if p == nil {
				p = []byte(s)
			}
			n, err = w.Write(p)
		}
		if err != nil {
			return n, err
		}
		if n != len(s) {
			return n, ErrShortWrite
		}
	}
	return len(s), nil
}
