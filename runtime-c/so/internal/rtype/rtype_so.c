// Pasted into the C source of package so/internal/rtype (//so:embed in rtype_so.go): So's
// definitions of the descriptors' layout must be the C runtime's.
_Static_assert(sizeof(rtype_Type) == sizeof(so_Type), "rtype.Type is not so_Type");
_Static_assert(offsetof(rtype_Type, Name) == offsetof(so_Type, name), "rtype.Type.Name");
_Static_assert(offsetof(rtype_Type, Size) == offsetof(so_Type, size), "rtype.Type.Size");
_Static_assert(offsetof(rtype_Type, Named) == offsetof(so_Type, named), "rtype.Type.Named");
_Static_assert(offsetof(rtype_Type, NMethods) == offsetof(so_Type, nmethods),
               "rtype.Type.NMethods");
_Static_assert(offsetof(rtype_Type, Info) == offsetof(so_Type, info), "rtype.Type.Info");
_Static_assert(sizeof(rtype_Info) == sizeof(so_TypeInfo), "rtype.Info is not so_TypeInfo");
_Static_assert(offsetof(rtype_Info, Kind) == offsetof(so_TypeInfo, kind), "rtype.Info.Kind");
_Static_assert(offsetof(rtype_Info, Elem) == offsetof(so_TypeInfo, elem), "rtype.Info.Elem");
_Static_assert(offsetof(rtype_Info, Key) == offsetof(so_TypeInfo, key), "rtype.Info.Key");
_Static_assert(offsetof(rtype_Info, Len) == offsetof(so_TypeInfo, len), "rtype.Info.Len");
_Static_assert(offsetof(rtype_Info, Fields) == offsetof(so_TypeInfo, fields),
               "rtype.Info.Fields");
_Static_assert(sizeof(rtype_Field) == sizeof(so_Field), "rtype.Field is not so_Field");
_Static_assert(offsetof(rtype_Field, Name) == offsetof(so_Field, name), "rtype.Field.Name");
_Static_assert(offsetof(rtype_Field, Type) == offsetof(so_Field, type), "rtype.Field.Type");
_Static_assert(offsetof(rtype_Field, Offset) == offsetof(so_Field, offset),
               "rtype.Field.Offset");
_Static_assert(offsetof(rtype_Field, Embedded) == offsetof(so_Field, embedded),
               "rtype.Field.Embedded");
_Static_assert(offsetof(rtype_Field, Exported) == offsetof(so_Field, exported),
               "rtype.Field.Exported");
