#include "CPNGSupport.h"

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <stdatomic.h>
#include <stdint.h>
#include <zlib.h>

// Where the error function leaves libpng's message before it longjmps back to lr_png_write.
typedef struct lr_error_state {
  char *message;
  size_t capacity;
} lr_error_state;

static void lr_copy_message(lr_error_state *state, const char *text) {
  if (state == NULL || state->message == NULL || state->capacity == 0) return;
  size_t length = text ? strlen(text) : 0;
  if (length >= state->capacity) length = state->capacity - 1;
  if (length > 0) memcpy(state->message, text, length);
  state->message[length] = '\0';
}

// libpng requires the error function not to return: it jumps back into lr_png_write, which is
// the only frame between here and libpng (all C, no Swift frame is skipped).
static void lr_error_fn(png_structp png, png_const_charp text) {
  lr_copy_message((lr_error_state *)png_get_error_ptr(png), text);
  png_longjmp(png, 1);
}

// Warnings (e.g. a benign chunk-order note) are not failures; staying silent keeps stdout clean.
static void lr_warning_fn(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

static void lr_write_fn(png_structp png, png_bytep data, size_t length) {
  lr_png_output *out = (lr_png_output *)png_get_io_ptr(png);
  if (out->count + length > out->capacity) {
    size_t wanted = out->capacity ? out->capacity : 65536;
    while (wanted < out->count + length) wanted *= 2;
    uint8_t *grown = (uint8_t *)realloc(out->bytes, wanted);
    // png_error from a C callback unwinds only C frames, back to lr_png_write's setjmp.
    if (grown == NULL) png_error(png, "out of memory growing the PNG output buffer");
    out->bytes = grown;
    out->capacity = wanted;
  }
  memcpy(out->bytes + out->count, data, length);
  out->count += length;
}

static void lr_flush_fn(png_structp png) { (void)png; }

void lr_png_output_free(lr_png_output *output) {
  if (output == NULL) return;
  free(output->bytes);
  output->bytes = NULL;
  output->count = 0;
  output->capacity = 0;
}

int lr_png_write(const lr_png_write_request *request, lr_png_output *output,
                 char *message, size_t message_capacity) {
  lr_error_state state = {message, message_capacity};
  lr_copy_message(&state, "");
  output->bytes = NULL;
  output->count = 0;
  output->capacity = 0;

  // Everything that must be released is acquired before setjmp and never reassigned after it,
  // so its value is well defined after a longjmp; `volatile` guards against register caching.
  png_text *volatile texts = (png_text *)calloc((size_t)(request->text_count > 0 ? request->text_count : 1), sizeof(png_text));
  png_structp volatile png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, lr_error_fn, lr_warning_fn);
  png_infop volatile info = png ? png_create_info_struct(png) : NULL;

  // One allocation in the common case: the IDAT data plus room for the header chunks.
  size_t reserve = request->idat_count + request->idat_count / 65536 * 12 + 16384;
  output->bytes = (uint8_t *)malloc(reserve);
  output->capacity = output->bytes ? reserve : 0;

  if (texts == NULL || png == NULL || info == NULL) {
    lr_copy_message(&state, "out of memory creating the libpng write structures");
    png_structp p = png;
    png_infop i = info;
    if (p != NULL) png_destroy_write_struct(&p, i ? &i : NULL);
    free(texts);
    lr_png_output_free(output);
    return 0;
  }

  if (setjmp(png_jmpbuf(png))) {
    png_structp p = png;
    png_infop i = info;
    png_destroy_write_struct(&p, &i);
    free(texts);
    lr_png_output_free(output);
    return 0;
  }

  png_set_write_fn(png, output, lr_write_fn, lr_flush_fn);

  png_set_IHDR(png, info, request->width, request->height, request->bit_depth, request->color_type,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
  if (request->color_type == PNG_COLOR_TYPE_PALETTE) {
    png_color colors[256];
    int count = request->palette_count;
    if (count < 1 || count > 256 || request->palette_rgb == NULL) png_error(png, "invalid palette size");
    for (int k = 0; k < count; k++) {
      colors[k].red = request->palette_rgb[3 * k];
      colors[k].green = request->palette_rgb[3 * k + 1];
      colors[k].blue = request->palette_rgb[3 * k + 2];
    }
    png_set_PLTE(png, info, colors, count);
    if (request->trans_count > 0 && request->trans_alpha != NULL) {
      png_set_tRNS(png, info, request->trans_alpha, request->trans_count, NULL);
    }
  }
  if (request->pixels_per_metre > 0) {
    png_set_pHYs(png, info, request->pixels_per_metre, request->pixels_per_metre, PNG_RESOLUTION_METER);
  }
  for (int k = 0; k < request->text_count; k++) {
    texts[k].compression = request->texts[k].utf8 ? PNG_ITXT_COMPRESSION_NONE : PNG_TEXT_COMPRESSION_NONE;
    texts[k].key = (png_charp)request->texts[k].key;
    texts[k].text = (png_charp)request->texts[k].text;
  }
  if (request->text_count > 0) png_set_text(png, info, texts, request->text_count);

  // libpng writes the header chunks; the IDAT stream and IEND go out as plain chunks. Checked in
  // libpng 1.6's pngwrite.c/pngwutil.c: png_write_chunk checks no mode flag and computes the
  // CRC itself; png_write_end would only add the text/tIME chunks png_write_info has not
  // written (all ours are uncompressed, so png_write_info wrote them) and IEND, and only it
  // requires PNG_HAVE_IDAT, a flag set by libpng's own deflate; png_destroy_write_struct has
  // no such check. Uncompressed tEXt/iTXt never start libpng's zlib stream.
  png_write_info(png, info);
  if (request->idat_chunk_size == 0) png_error(png, "IDAT chunk size is zero");
  size_t offset = 0;
  do {
    size_t length = request->idat_count - offset;
    if (length > request->idat_chunk_size) length = request->idat_chunk_size;
    png_write_chunk(png, (png_const_bytep) "IDAT", request->idat + offset, length);
    offset += length;
  } while (offset < request->idat_count);
  png_write_chunk(png, (png_const_bytep) "IEND", NULL, 0);

  png_structp p = png;
  png_infop i = info;
  png_destroy_write_struct(&p, &i);
  free(texts);
  return 1;
}

size_t lr_deflate_part_bound(size_t count) {
  // compressBound covers stored blocks plus the zlib wrapper; the sync flush adds at most 5
  // bytes and an empty stored block at the end, so a fixed margin covers both.
  return (size_t)compressBound((uLong)count) + 64;
}

struct lr_deflate_race {
  _Atomic size_t written;
  _Atomic size_t limit;
};

lr_deflate_race *lr_deflate_race_create(void) {
  lr_deflate_race *race = (lr_deflate_race *)malloc(sizeof *race);
  if (race == NULL) return NULL;
  atomic_init(&race->written, 0);
  atomic_init(&race->limit, SIZE_MAX);
  return race;
}

void lr_deflate_race_free(lr_deflate_race *race) { free(race); }

void lr_deflate_race_limit(lr_deflate_race *race, size_t limit) {
  atomic_store(&race->limit, limit);
}

int lr_deflate_race_lost(lr_deflate_race *race) {
  return atomic_load(&race->written) > atomic_load(&race->limit);
}

size_t lr_deflate_part(const uint8_t *input, size_t count, const uint8_t *dictionary,
                       size_t dictionary_count, int level, int mem_level, int max_chain,
                       int filtered, int last, uint8_t *output, size_t capacity,
                       lr_deflate_race *race) {
  z_stream stream;
  memset(&stream, 0, sizeof stream);
  // Raw deflate (negative window bits): the caller writes the zlib header and Adler-32 once.
  // Z_FILTERED drops short matches, which on PNG-filtered rows cost more than the literals
  // they replace (measured 1% smaller on filtered palette frames).
  int strategy = filtered ? Z_FILTERED : Z_DEFAULT_STRATEGY;
  if (deflateInit2(&stream, level, Z_DEFLATED, -15, mem_level, strategy) != Z_OK) return 0;
  // Level 9's lazy and nice lengths (258: the row-above repeats of flat art are long) with the
  // caller's chain, searched a quarter as deep once a match of 8 is in hand (level 9 waits for
  // 32): measured 3-18% faster on UI posters and frames, at most 0.25% larger.
  if (max_chain > 0 && deflateTune(&stream, 8, 258, 258, max_chain) != Z_OK) {
    deflateEnd(&stream);
    return 0;
  }
  if (dictionary_count > 0 &&
      deflateSetDictionary(&stream, dictionary, (uInt)dictionary_count) != Z_OK) {
    deflateEnd(&stream);
    return 0;
  }
  stream.next_out = output;
  stream.avail_out = (uInt)capacity;
  // Fed in slices so a race can be given up early; the output does not depend on the slicing.
  const size_t slice = 64 * 1024;
  size_t offset = 0, reported = 0;
  int status = Z_OK;
  int done = 0;
  while (!done) {
    size_t length = count - offset < slice ? count - offset : slice;
    int final = offset + length == count;
    stream.next_in = (Bytef *)input + offset;
    stream.avail_in = (uInt)length;
    offset += length;
    status = deflate(&stream, final ? (last ? Z_FINISH : Z_SYNC_FLUSH) : Z_NO_FLUSH);
    if (status == Z_STREAM_ERROR || (!final && (stream.avail_in != 0 || stream.avail_out == 0))) break;
    if (final) {
      done = last ? status == Z_STREAM_END : (status == Z_OK && stream.avail_in == 0 && stream.avail_out > 0);
      break;
    }
    if (race != NULL) {
      size_t total = atomic_fetch_add(&race->written, stream.total_out - reported) + (stream.total_out - reported);
      reported = stream.total_out;
      if (total > atomic_load(&race->limit)) break;
    }
  }
  size_t written = done ? (size_t)stream.total_out : 0;
  deflateEnd(&stream);
  return written;
}

