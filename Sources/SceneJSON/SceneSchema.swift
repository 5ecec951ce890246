import CSceneSchema

/// The JSON Schema of the scene format: the bytes of schema/scene.schema.json, built in.
public enum SceneSchema {
  public static let text = String(cString: layoutreel_scene_schema())
}
