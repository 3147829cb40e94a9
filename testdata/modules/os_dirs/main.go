// Directories through so/os: Mkdir, MkdirAll, ReadDir (sorted, with types), Stat and Lstat of
// files, directories and symbolic links, FileMode strings, Rename, Remove and RemoveAll, and
// the errors Go gives for each misuse. The program runs in an empty directory.
package main

import (
	"solod.dev/so/errors"
	"solod.dev/so/os"
)

func report(what string, err error) {
	if err == nil {
		println(what+":", "ok")
		return
	}
	println(what+":", err.Error())
}

func list(dir string) {
	ents, err := os.ReadDir(nil, dir)
	if err != nil {
		report("readdir "+dir, err)
		return
	}
	println("readdir", dir, len(ents))
	for _, e := range ents {
		println("  ", e.Name(), e.IsDir(), e.Type().String(), e.String())
	}
	os.FreeDirEntry(nil, ents)
}

func main() {
	report("mkdirall", os.MkdirAll("top/a/b/c", 0o755))
	defer os.RemoveAll("top")
	report("mkdirall again", os.MkdirAll("top/a/b", 0o755))
	report("mkdir existing", os.Mkdir("top/a", 0o755))
	println("  is ErrExist:", errors.Is(os.Mkdir("top/a", 0o755), os.ErrExist))
	report("mkdir in a missing parent", os.Mkdir("top/x/y", 0o755))

	for _, name := range []string{"zebra.txt", "apple.txt", "Mango.txt", "b10", "b9"} {
		os.WriteFile("top/"+name, []byte(name), 0o644)
	}
	report("symlink", os.Symlink("apple.txt", "top/link"))
	report("symlink again", os.Symlink("apple.txt", "top/link"))
	list("top")
	list("top/a/b/c")
	list("top/none")
	list("top/b9")

	for _, p := range []string{"top", "top/a/", "top/apple.txt", "top/link", "/"} {
		fi, err := os.Stat(p)
		if err != nil {
			report("stat "+p, err)
			continue
		}
		li, _ := os.Lstat(p)
		println("stat", p, fi.Name(), fi.IsDir(), fi.Mode().Type().String(), li.Mode().Type().String(), os.SameFile(fi, li))
	}
	_, err := os.Stat("top/none")
	report("stat a missing file", err)
	_, err = os.Lstat("top/apple.txt/x")
	report("lstat under a file", err)
	report("mkdirall over a file", os.MkdirAll("top/apple.txt/sub", 0o755))

	var buf [64]byte
	target, err := os.Readlink(buf[:], "top/link")
	println("readlink:", target, err == nil)
	_, err = os.Readlink(buf[:], "top/apple.txt")
	report("readlink of a file", err)

	report("chmod", os.Chmod("top/b10", 0o600))
	fi, _ := os.Stat("top/b10")
	println("mode after chmod:", fi.Mode().String())

	report("rename", os.Rename("top/zebra.txt", "top/a/zebra.txt"))
	report("rename onto a directory", os.Rename("top/b9", "top/a"))
	report("rename a missing file", os.Rename("top/zebra.txt", "top/z"))
	report("link", os.Link("top/b9", "top/b9.hard"))
	report("link again", os.Link("top/b9", "top/b9.hard"))

	report("remove a full directory", os.Remove("top/a"))
	report("remove a missing file", os.Remove("top/none"))
	report("remove a file", os.Remove("top/b10"))
	report("removeall of a path ending in .", os.RemoveAll("top/a/."))
	report("removeall", os.RemoveAll("top/a"))
	report("removeall of a missing path", os.RemoveAll("top/a"))
	list("top")

	for _, m := range []os.FileMode{0o644, os.ModeDir | 0o755, os.ModeSymlink | 0o777, os.ModeNamedPipe | os.ModeSetuid | 0o700} {
		println("mode", uint32(m), m.String(), m.IsDir(), m.IsRegular(), uint32(m.Perm()))
	}
}
