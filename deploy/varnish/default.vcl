# Varnish in front of the site's instances (or between the front, deploy/haproxy.cfg, and them): keeps public pages
# as long as they say (CDN_MAX_AGE_SECONDS with CDN_PURGER=varnish) and drops them when an editor publishes, by the
# content names each page carries in Surrogate-Key (xkey, from Debian's varnish-modules). docs/deployment.md.
#
#   varnishd -f /path/to/deploy/varnish/default.vcl -p vcl_path=/etc/varnish/northgrid:/path/to/deploy/varnish ...
#
# site.vcl (found on vcl_path; site.example.vcl shows one) names what is particular to a deployment: the instances
# (a director called `instances`) and the addresses allowed to purge (acl `purgers`: the instances themselves).
vcl 4.1;

import directors;
import xkey;

# An instance leaves the rotation when it is not ready (draining, database gone): docs/deployment.md, health.
probe ready {
    .url = "/readyz";
    .interval = 2s;
    .timeout = 2s;
    .window = 3;
    .threshold = 2;
}

include "site.vcl";

sub vcl_recv {
    set req.backend_hint = instances.backend();

    # The change path's purge (src/publish/edge/purgers.ts): PURGE with the content names in xkey-purge.
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Not allowed to purge"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "PURGE needs an xkey-purge header naming the keys"));
        }
        set req.http.x-purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.x-purged + " objects"));
    }

    # The GraphQL subscription socket.
    if (req.http.upgrade ~ "(?i)websocket") {
        return (pipe);
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The same rules as the instances' own HTML cache (src/lib/http/html-cache.ts): never staff, previews, the
    # router's or server actions' requests; /api and /build are answered per request.
    if (req.url ~ "^/(api|build)(/|\?|$)" || req.url ~ "^/(healthz|readyz)") {
        return (pass);
    }
    if (req.http.rsc || req.http.next-router-prefetch || req.http.next-router-state-tree || req.http.next-action
        || req.http.authorization || req.url ~ "[?&]_rsc=") {
        return (pass);
    }
    if (req.http.cookie ~ "(^|;\s*)(payload-token|__prerender_bypass|__next_preview_data)=") {
        return (pass);
    }
    # Other cookies (consent) are read in the browser only: the page is the same for everyone.
    unset req.http.cookie;
    return (hash);
}

sub vcl_pipe {
    if (req.http.upgrade) {
        set bereq.http.upgrade = req.http.upgrade;
        set bereq.http.connection = req.http.connection;
    }
}

sub vcl_backend_response {
    # An answer that says nothing of its lifetime (a redirect, a miss) is kept no longer than the live window, the 5 s
    # an edit takes to reach every instance: a page published at that address must not wait for Varnish's default.
    if (!beresp.http.cache-control && beresp.ttl > 5s) {
        set beresp.ttl = 5s;
    }
    # xkey indexes objects by this header; the instances send it as Surrogate-Key (src/publish/edge/headers.ts).
    if (beresp.http.surrogate-key) {
        set beresp.http.xkey = beresp.http.surrogate-key;
    }
}

sub vcl_deliver {
    unset resp.http.xkey;
    unset resp.http.surrogate-key;
    unset resp.http.cache-tag;
    if (obj.hits > 0) {
        set resp.http.x-varnish-cache = "HIT";
    } else {
        set resp.http.x-varnish-cache = "MISS";
    }
}
