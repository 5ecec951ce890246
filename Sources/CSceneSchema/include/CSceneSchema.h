#ifndef CSCENESCHEMA_H
#define CSCENESCHEMA_H

/// The bytes of schema/scene.schema.json, NUL-terminated, built into the binary.
const char *layoutreel_scene_schema(void);

#endif
