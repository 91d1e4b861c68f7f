/* Status names and error messages. */
#include <stdarg.h>
#include <stdio.h>

#include "game_internal.h"

const char *wg_strerror(int status)
{
    switch (status) {
    case WG_OK: return "ok";
    case WG_PENDING: return "a decision is pending";
    case WG_EINVAL: return "invalid argument";
    case WG_ENOMEM: return "out of memory";
    case WG_EPARSE: return "parse error";
    case WG_EILLEGAL: return "illegal action";
    case WG_ESTATE: return "not allowed in this state";
    case WG_EBUSY: return "busy: called from inside a callback";
    case WG_ERANGE: return "out of range";
    case WG_EIO: return "input/output error";
    case WG_ELIMIT: return "limit exceeded";
    case WG_ECORRUPT: return "saved game does not replay";
    default: return "unknown status";
    }
}

/* last_error is a cache of the message, not game state: a const game may set it. */
int wg_set_verror(const wg_game *g, int status, const char *fmt, va_list ap)
{
    wg_game *mg = (wg_game *)g;
    vsnprintf(mg->last_error, sizeof mg->last_error, fmt, ap);
    return status;
}

int wg_game_idle(const wg_game *g, const char *call)
{
    if (!g)
        return WG_EINVAL;
    if (g->busy)
        return wg_set_error(g, WG_EBUSY, "%s called from inside a callback", call);
    return WG_OK;
}

int wg_set_error(const wg_game *g, int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    wg_set_verror(g, status, fmt, ap);
    va_end(ap);
    return status;
}

void wg_error_set(wg_error *err, int status, int line, int column, const char *fmt, ...)
{
    if (!err)
        return;
    err->status = status;
    err->line = line;
    err->column = column;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
}

const char *wg_game_last_error(const wg_game *g)
{
    return g ? g->last_error : "no game";
}
