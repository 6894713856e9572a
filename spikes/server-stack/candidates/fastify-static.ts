// Fastify with @fastify/static: precompressed files, 404.html for unknown paths.
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";

const app = Fastify();
await app.register(fastifyStatic, { root: process.env.ROOT!, preCompressed: true, index: ["index.html"] });
app.setNotFoundHandler((_request, reply) => reply.code(404).sendFile("404.html"));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
console.log("listening");
