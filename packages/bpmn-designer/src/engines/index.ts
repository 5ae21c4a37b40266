/** Engines: descriptors, detection and switching (spec 02 section 3, "Engine"). */
export { ENGINE_NAMESPACES, CUSTOM_KINDS, ext, type CustomKind } from './namespaces';
export { ENGINE_DESCRIPTORS, moddleExtensions, engineOfUri, type PackageDescriptor } from './descriptors';
export { engineOf, engineOfXml, engineUsage } from './engine-of';
export { engineModule, switchEngine, SWITCH_ENGINE_COMMAND } from './engine-module';
