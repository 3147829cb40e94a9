// Package rtype gives So code the type descriptors the compiler makes for the values stored in
// interfaces (runtime-c/builtin/builtin.h: so_Type and its reflection data so_TypeInfo), so
// that package fmt can print any value as Go's fmt does with reflection. It exists only for
// solod builds (rtype_so.go, //go:build solod); package fmt uses it, nothing else may.
//
// A build that links this package gets reflection data in every descriptor (its kind as
// reflect.Kind numbers it, element, key and field types, array lengths, field names and
// offsets), and descriptors for every type a stored value is made of, so a program that never
// formats pays nothing (compiler/src/passes/ifaces.rs).
//
// The API works with a value's descriptor and its address: TypeOf and Data take them apart
// from an interface value, ToAny puts them back together (to call a nested value's methods),
// and the map functions walk a map value.
package rtype
