// schema/scene.schema.json is the one source of the scene format's JSON Schema: editors read the
// file, and `export schema` prints these bytes, embedded at build time with C23's #embed (Swift
// has no way to include a file's bytes), so the two cannot drift.
#include "CSceneSchema.h"

static const char schema[] = {
#embed "../../schema/scene.schema.json"
    , 0};

const char *layoutreel_scene_schema(void) { return schema; }
