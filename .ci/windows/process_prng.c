/*
 * A stand-in for Windows' bcryptprimitives.dll, for Wine versions that lack
 * it (Debian 12's Wine 8.0 does). Rust's standard library seeds its hash
 * maps through ProcessPrng there, so without this no Rust program starts.
 *
 * ProcessPrng fills a buffer with random bytes and always succeeds; it is
 * built here on RtlGenRandom (advapi32's SystemFunction036), which every
 * Wine has. RtlGenRandom takes a ULONG length, so a larger request is
 * served in pieces.
 *
 * Built by .ci/windows/prepare-wine with mingw-w64; never shipped.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG piece = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, piece)) {
            return FALSE;
        }
        data += piece;
        length -= piece;
    }
    return TRUE;
}
