/**
 * What the basic-settings area (基础设置: system settings, page element display) offers the other
 * areas. Nothing yet: when an area needs it, it is exported here, and the area imports this file
 * only, never a file of basic/ (test/layers.test.ts).
 */
export {};
