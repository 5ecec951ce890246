// CPNGSupport: the only place where libpng's setjmp/longjmp error model lives.
//
// Swift must never see a png_structp nor run between a setjmp and its longjmp, so each libpng
// operation is one coarse C call that owns both structs, installs its own error function, writes
// into a C-side growable buffer and always returns a status plus libpng's message.
#ifndef LAYOUTREEL_CPNGSUPPORT_H
#define LAYOUTREEL_CPNGSUPPORT_H

#include <stddef.h>
#include <stdint.h>
#include <png.h>

// Compound macros Swift cannot import ("structure not supported"), re-exported as constants.
static const uint32_t lr_png_image_version = PNG_IMAGE_VERSION;
static const uint32_t lr_png_format_rgba = PNG_FORMAT_RGBA;
static const int lr_png_color_gray = PNG_COLOR_TYPE_GRAY;
static const int lr_png_color_rgb = PNG_COLOR_TYPE_RGB;
static const int lr_png_color_rgba = PNG_COLOR_TYPE_RGB_ALPHA;
static const int lr_png_color_palette = PNG_COLOR_TYPE_PALETTE;
static const int lr_png_color_gray_alpha = PNG_COLOR_TYPE_GRAY_ALPHA;

/// One text entry: key 1...79 Latin-1 bytes; text Latin-1 (tEXt) or, when utf8 != 0, UTF-8 (iTXt).
typedef struct lr_png_text {
  const char *key;
  const char *text;
  int utf8;
} lr_png_text;

/// Everything one PNG write needs. The image data arrives already filtered and compressed (a
/// zlib stream): libpng only frames it, so its own zlib never runs.
typedef struct lr_png_write_request {
  uint32_t width;
  uint32_t height;
  int color_type;            // lr_png_color_*
  int bit_depth;             // 8, or 1/2/4 for palette
  const uint8_t *idat;       // the zlib stream of the filtered scanlines
  size_t idat_count;
  size_t idat_chunk_size;    // bytes per IDAT chunk (the last one may be shorter); > 0
  const uint8_t *palette_rgb;  // palette_count * 3 bytes (palette only)
  int palette_count;
  const uint8_t *trans_alpha;  // tRNS alpha per palette entry, trans_count entries (may be 0)
  int trans_count;
  uint32_t pixels_per_metre; // pHYs on both axes; 0 writes no pHYs
  const lr_png_text *texts;
  int text_count;
} lr_png_write_request;

/// A growable byte buffer filled by the C write callback; free with lr_png_output_free.
typedef struct lr_png_output {
  uint8_t *bytes;
  size_t count;
  size_t capacity;
} lr_png_output;

/// Encodes one PNG into `output`. Returns 1 on success; 0 on failure with libpng's message
/// (NUL-terminated, truncated to message_capacity) in `message` and `output` emptied.
int lr_png_write(const lr_png_write_request *request, lr_png_output *output,
                 char *message, size_t message_capacity);

/// Releases the bytes of an output filled by lr_png_write.
void lr_png_output_free(lr_png_output *output);

// zlib for unfiltered rows, whose long vertical repeats zlib's deepest search finds best; its
// set-up is a macro (deflateInit2), hence these wrappers. Parts of one stream are compressed on
// separate threads: each is primed with the 32 KiB before it and all but the last end on a byte
// boundary (a sync flush), so they concatenate into one raw deflate stream.

/// An upper bound of one part's compressed size for `count` input bytes.
size_t lr_deflate_part_bound(size_t count);

/// A race between candidate streams: the parts of one zlib stream add what they write to
/// `written`, and give up once it exceeds `limit` (set when a rival stream is finished).
typedef struct lr_deflate_race lr_deflate_race;

/// A race with no limit yet (NULL when out of memory); free it with lr_deflate_race_free.
lr_deflate_race *lr_deflate_race_create(void);
void lr_deflate_race_free(lr_deflate_race *race);
/// Sets the size a stream must stay under.
void lr_deflate_race_limit(lr_deflate_race *race, size_t limit);
/// Whether the stream went over the limit (its parts gave up).
int lr_deflate_race_lost(lr_deflate_race *race);

/// Compresses `input` at zlib `level` as one part of a raw deflate stream, after `dictionary`
/// (the data just before it; may be empty), with zlib's `mem_level` (1...9: its hash table and
/// block buffer sizes) and its Z_FILTERED strategy when `filtered` is nonzero. Returns the bytes
/// written to `output`, or 0 when zlib fails, `capacity` is short, or the part gave up because
/// `race` (may be NULL) exceeded its limit.
size_t lr_deflate_part(const uint8_t *input, size_t count, const uint8_t *dictionary,
                       size_t dictionary_count, int level, int mem_level, int max_chain,
                       int filtered, int last, uint8_t *output, size_t capacity,
                       lr_deflate_race *race);

#endif
