/**
 * What the online development area (在线开发: reports) offers the other areas. Nothing yet: when an
 * area needs it, it is exported here, and the area imports this file only, never a file of online/
 * (test/layers.test.ts).
 */
export {};
