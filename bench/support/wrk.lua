-- The load of a bench (bench/support/wrk.ts): wrk sends the HTTP requests the bench wrote
-- beforehand, in order, each connection taking the next; so a run draws many different bodies
-- (the answer cache cannot serve it) while building a request costs a table lookup.
-- Usage: WRK_RESULT=<result file> wrk -s wrk.lua URL -- <requests file>
-- The requests file holds each request as "<byte length>\n<the request's bytes>".

local requests = {}
local count = 0
local next_request = 0

-- init runs in each thread's own Lua state, before its first request.
function init(args)
  local file = assert(io.open(args[1], 'rb'))
  local data = file:read('*a')
  file:close()
  local at = 1
  while at <= #data do
    local newline = assert(data:find('\n', at, true), 'a request without its length')
    local length = assert(tonumber(data:sub(at, newline - 1)), 'a length that is not a number')
    requests[#requests + 1] = data:sub(newline + 1, newline + length)
    at = newline + length + 1
  end
  count = #requests
  assert(count > 0, 'no requests to send')
end

function request()
  next_request = next_request % count + 1
  return requests[next_request]
end

-- done runs in the setup state, which never ran init (nor saw its arguments): the result file
-- and the percentiles to write are named by the environment. Latencies are microseconds; each
-- percentile is read from wrk's exact histogram (a count per microsecond), so the bench can pool
-- rounds closely enough to read p50 / p95 / p99 of several rounds together. Each percentile walks
-- the histogram from its fastest call, so they are fewer where few calls lie (wrk.ts).
function done(summary, latency, _)
  local out = assert(io.open(assert(os.getenv('WRK_RESULT'), 'WRK_RESULT is not set'), 'w'))
  local errors = summary.errors
  out:write(string.format('requests %d\n', summary.requests))
  out:write(string.format('duration_us %d\n', summary.duration))
  out:write(string.format('bytes %d\n', summary.bytes))
  out:write(
    string.format(
      'errors %d %d %d %d %d\n',
      errors.connect,
      errors.read,
      errors.write,
      errors.status,
      errors.timeout
    )
  )
  if summary.requests > 0 then
    out:write(string.format('min_us %d\n', latency.min))
    out:write(string.format('max_us %d\n', latency.max))
    for percent in string.gmatch(assert(os.getenv('WRK_PERCENTILES')), '[^,]+') do
      out:write(string.format('q %s %d\n', percent, latency:percentile(tonumber(percent))))
    end
  end
  out:close()
end
