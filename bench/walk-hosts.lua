-- wrk script for bench/sites-cold.ts: each request asks for "/" of the next Host of a list (one
-- per line), so a pass over the list asks every site once (run wrk with -t1: one Lua state, so one
-- counter is shared by all connections and no host is asked twice in a pass).
-- Arguments (after --): the list's file, count (default: the list's length), Accept-Encoding,
-- User-Agent (none: wrk sends none, and the app counts no view of a client without one).
--
-- wrk's main thread sleeps for the whole -d before it prints, so its own "Requests/sec" counts the
-- idle time after a pass. This script times the pass itself (monotonic clock, from the first request
-- to the count-th answer) and prints "pass: <answers> answers in <microseconds> us"; bench/wrk.ts
-- takes req/s from that line. The thread stops at the count-th answer: the answers of the requests
-- then in flight (at most one per connection) are not counted, and their latencies are dropped.
local ffi = require("ffi")
ffi.cdef([[
  typedef struct { long tv_sec; long tv_nsec; } walk_timespec;
  int clock_gettime(int clock, walk_timespec *time);
]])
local timespec = ffi.new("walk_timespec")
local function now_us()
  ffi.C.clock_gettime(1, timespec) -- CLOCK_MONOTONIC
  return tonumber(timespec.tv_sec) * 1e6 + tonumber(timespec.tv_nsec) / 1000
end

local hosts = {}
local next_host = 0
local answered = 0
local started
local count
local encoding
local user_agent

function init(args)
  for line in io.lines(args[1]) do
    if line ~= "" then
      hosts[#hosts + 1] = line
    end
  end
  count = tonumber(args[2]) or #hosts
  encoding = args[3]
  user_agent = args[4]
end

function request()
  if not started then
    started = now_us()
  end
  next_host = next_host % #hosts + 1
  local headers = { Host = hosts[next_host] }
  if encoding and encoding ~= "" then
    headers["Accept-Encoding"] = encoding
  end
  if user_agent and user_agent ~= "" then
    headers["User-Agent"] = user_agent
  end
  return wrk.format("GET", "/", headers)
end

function response(status, headers, body)
  answered = answered + 1
  if answered == count then
    io.write(string.format("pass: %d answers in %d us\n", answered, now_us() - started))
    io.flush()
    wrk.thread:stop()
  end
end
