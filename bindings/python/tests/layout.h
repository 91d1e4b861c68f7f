/* What wg_layout's parts share (layout.c prints; layout_<ruleset>.c list). */
#ifndef WG_LAYOUT_H
#define WG_LAYOUT_H

#include <stddef.h>

#include "wargame/wargame.h"

void struct_begin(const char *name, size_t size);
void field(const char *name, size_t offset, size_t size);
void struct_end(void);
void constant(const char *name, long long value);

#define S(T) struct_begin(#T, sizeof(T))
#define F(T, f) field(#f, offsetof(T, f), sizeof(((T *)0)->f))
#define C(name) constant(#name, (long long)(name))

#endif
