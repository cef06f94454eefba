package org.surgebench.workloads.tpch;

/** What every user of a tpch run shares: the schema's shape (scale factor and seed). */
record TpchRun(TpchShape shape) {}
