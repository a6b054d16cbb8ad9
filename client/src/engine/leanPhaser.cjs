// The Phaser the client uses, and nothing else: built from Phaser's own sources (client/vite.config.ts points
// `import Phaser from "phaser"` here), like its phaser-core.js entry plus the few game objects and geometry the
// client draws with. Left out, because nothing in the client uses them: physics (Arcade and Matter), tilemaps, sound
// (the game runs with audio: noAudio), particles, bitmap text, video, meshes, shaders, lights, DOM elements, paths
// and curves, the gamepad, Facebook Instant Games and the 3D camera. The chunk Phaser is in went from 359 to 243 KB
// brotli (docs/PERFORMANCE.md, "The first board's code").
// Both renderers stay (WebGL with a GPU, Canvas on software GL: game.ts), as vite.config.ts defines their flags.
// A game object, function or namespace the client starts to use must be added here, or it is undefined at run time.

require("phaser-src/polyfills/requestVideoFrame");

var CONST = require("phaser-src/const");
var Extend = require("phaser-src/utils/object/Extend");

var Phaser = {
  Animations: require("phaser-src/animations"),
  BlendModes: require("phaser-src/renderer/BlendModes"),
  Cache: require("phaser-src/cache"),
  Cameras: { Scene2D: require("phaser-src/cameras/2d") },
  Core: require("phaser-src/core"),
  Class: require("phaser-src/utils/Class"),
  Data: require("phaser-src/data"),
  Display: { Masks: require("phaser-src/display/mask") },
  DOM: require("phaser-src/dom"),
  Events: require("phaser-src/events"),
  Filters: require("phaser-src/filters"),
  Game: require("phaser-src/core/Game"),
  GameObjects: {
    Events: require("phaser-src/gameobjects/events"),
    DisplayList: require("phaser-src/gameobjects/DisplayList"),
    GameObjectCreator: require("phaser-src/gameobjects/GameObjectCreator"),
    GameObjectFactory: require("phaser-src/gameobjects/GameObjectFactory"),
    UpdateList: require("phaser-src/gameobjects/UpdateList"),
    Components: require("phaser-src/gameobjects/components"),
    BuildGameObject: require("phaser-src/gameobjects/BuildGameObject"),
    GameObject: require("phaser-src/gameobjects/GameObject"),
    Container: require("phaser-src/gameobjects/container/Container"),
    Graphics: require("phaser-src/gameobjects/graphics/Graphics"),
    Image: require("phaser-src/gameobjects/image/Image"),
    Layer: require("phaser-src/gameobjects/layer/Layer"),
    Rectangle: require("phaser-src/gameobjects/shape/rectangle/Rectangle"),
    RenderTexture: require("phaser-src/gameobjects/rendertexture/RenderTexture"),
    Sprite: require("phaser-src/gameobjects/sprite/Sprite"),
    Text: require("phaser-src/gameobjects/text/Text"),
    TextStyle: require("phaser-src/gameobjects/text/TextStyle"),
    Zone: require("phaser-src/gameobjects/zone/Zone"),
    // requiring a factory registers `scene.add.<name>` (and a creator `scene.make.<name>`)
    Factories: {
      Container: require("phaser-src/gameobjects/container/ContainerFactory"),
      Graphics: require("phaser-src/gameobjects/graphics/GraphicsFactory"),
      Image: require("phaser-src/gameobjects/image/ImageFactory"),
      Layer: require("phaser-src/gameobjects/layer/LayerFactory"),
      Rectangle: require("phaser-src/gameobjects/shape/rectangle/RectangleFactory"),
      RenderTexture: require("phaser-src/gameobjects/rendertexture/RenderTextureFactory"),
      Sprite: require("phaser-src/gameobjects/sprite/SpriteFactory"),
      Text: require("phaser-src/gameobjects/text/TextFactory"),
      Zone: require("phaser-src/gameobjects/zone/ZoneFactory"),
    },
    Creators: {
      Container: require("phaser-src/gameobjects/container/ContainerCreator"),
      Graphics: require("phaser-src/gameobjects/graphics/GraphicsCreator"),
      Image: require("phaser-src/gameobjects/image/ImageCreator"),
      Layer: require("phaser-src/gameobjects/layer/LayerCreator"),
      RenderTexture: require("phaser-src/gameobjects/rendertexture/RenderTextureCreator"),
      Sprite: require("phaser-src/gameobjects/sprite/SpriteCreator"),
      Text: require("phaser-src/gameobjects/text/TextCreator"),
      Zone: require("phaser-src/gameobjects/zone/ZoneCreator"),
    },
  },
  // each shape's index, which hangs its functions on the class (the client's hit areas use Polygon.Contains and
  // Circle.Contains; Phaser's own default hit area uses Rectangle.Contains)
  Geom: {
    Circle: require("phaser-src/geom/circle"),
    Polygon: require("phaser-src/geom/polygon"),
    Rectangle: require("phaser-src/geom/rectangle"),
  },
  Input: {
    Events: require("phaser-src/input/events"),
    InputManager: require("phaser-src/input/InputManager"),
    InputPlugin: require("phaser-src/input/InputPlugin"),
    Keyboard: require("phaser-src/input/keyboard"),
    Mouse: require("phaser-src/input/mouse"),
    Pointer: require("phaser-src/input/Pointer"),
    Touch: require("phaser-src/input/touch"),
  },
  Loader: {
    LoaderPlugin: require("phaser-src/loader/LoaderPlugin"),
    FileTypes: { ImageFile: require("phaser-src/loader/filetypes/ImageFile") },
  },
  Math: {
    Between: require("phaser-src/math/Between"),
    Clamp: require("phaser-src/math/Clamp"),
    DegToRad: require("phaser-src/math/DegToRad"),
    Linear: require("phaser-src/math/Linear"),
    RadToDeg: require("phaser-src/math/RadToDeg"),
    Vector2: require("phaser-src/math/Vector2"),
  },
  Plugins: require("phaser-src/plugins"),
  Renderer: require("phaser-src/renderer"),
  Scale: require("phaser-src/scale"),
  ScaleModes: require("phaser-src/renderer/ScaleModes"),
  Scene: require("phaser-src/scene/Scene"),
  Scenes: require("phaser-src/scene"),
  Structs: require("phaser-src/structs"),
  Textures: require("phaser-src/textures"),
  Time: require("phaser-src/time"),
  TintModes: require("phaser-src/renderer/TintModes"),
  Tweens: require("phaser-src/tweens"),
};

Phaser = Extend(false, Phaser, CONST);

module.exports = Phaser;
