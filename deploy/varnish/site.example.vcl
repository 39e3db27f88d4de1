# What default.vcl needs of a deployment; copy to site.vcl on Varnish's vcl_path and fill in.

# Each instance of the site (npm start, with TRUST_PROXY set to this Varnish's address).
backend a {
    .host = "10.0.0.11";
    .port = "3000";
    .probe = ready;
}
backend b {
    .host = "10.0.0.12";
    .port = "3000";
    .probe = ready;
}

sub vcl_init {
    new instances = directors.round_robin();
    instances.add_backend(a);
    instances.add_backend(b);
}

# Who may PURGE: the instances (CDN_PURGER=varnish, VARNISH_PURGE_URLS=http://<this varnish>/).
acl purgers {
    "10.0.0.11";
    "10.0.0.12";
    "127.0.0.1";
}
