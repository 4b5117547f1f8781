#!/usr/bin/env python3
"""A loopback stand-in for Figma's REST API, for dsgen's `figma pull` tests.

    figma-server.py FIXTURES      prints "PORT <n>" once it listens on 127.0.0.1

Serves GET /v1/files/<key>/nodes?ids=a,b from FIXTURES/<key>/file.json and
FIXTURES/<key>/<id with ':' as '-'>.json, as Figma does: 404 for an unknown file,
null for an unknown node. The X-Figma-Token header picks the behaviour:

    valid              the fixtures
    rate-limited       429 with Retry-After: 1 for the first request of each path, then the fixtures
    always-limited     429 with Retry-After: 1, every time
    slow               waits 3 s before answering
    truncated          promises the whole body (Content-Length) but sends half and closes
    truncated-json     sends half the body without a Content-Length, then closes
    anything else      403 {"status": 403, "err": "Invalid token"}

GET /_requests lists every request so far as [path, status]; tests read it.
"""
import json
import os
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

FIXTURES = sys.argv[1]
LOG, LOCK, LIMITED = [], threading.Lock(), set()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        url = urllib.parse.urlsplit(self.path)
        if url.path == "/_requests":
            with LOCK:
                return self.reply(200, list(LOG), log=False)
        token = self.headers.get("X-Figma-Token", "")
        if token == "slow":
            time.sleep(3)
        if token == "always-limited" or (token == "rate-limited" and self.first_request(self.path)):
            return self.reply(429, {"status": 429, "err": "Rate limit exceeded"}, headers={"Retry-After": "1"})
        if token not in ("valid", "rate-limited", "slow", "truncated", "truncated-json"):
            return self.reply(403, {"status": 403, "err": "Invalid token"})
        status, body = self.nodes(url)
        self.reply(status, body, cut=token if token.startswith("truncated") else None)

    def first_request(self, path):
        with LOCK:
            if path in LIMITED:
                return False
            LIMITED.add(path)
            return True

    def nodes(self, url):
        parts = url.path.strip("/").split("/")
        if len(parts) != 4 or parts[:2] != ["v1", "files"] or parts[3] != "nodes":
            return 404, {"status": 404, "err": "Not found"}
        directory = os.path.join(FIXTURES, parts[2])
        if not os.path.isdir(directory):
            return 404, {"status": 404, "err": "Not found"}
        with open(os.path.join(directory, "file.json")) as handle:
            body = json.load(handle)
        body.update({"role": "viewer", "editorType": "figma", "thumbnailUrl": "", "nodes": {}})
        ids = urllib.parse.parse_qs(url.query).get("ids", [""])[0]
        for node_id in filter(None, ids.split(",")):
            path = os.path.join(directory, node_id.replace(":", "-") + ".json")
            body["nodes"][node_id] = json.load(open(path)) if os.path.exists(path) else None
        return 200, body

    def reply(self, status, body, headers=None, cut=None, log=True):
        data = json.dumps(body).encode()
        if log:
            with LOCK:
                LOG.append([self.path, status])
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        if cut != "truncated-json":
            self.send_header("Content-Length", str(len(data)))
        else:
            self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(data[: len(data) // 2] if cut else data)
        self.wfile.flush()
        if cut:
            self.close_connection = True


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
print("PORT %d" % server.server_address[1], flush=True)
server.serve_forever()
